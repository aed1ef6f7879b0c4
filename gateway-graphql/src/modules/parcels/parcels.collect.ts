import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { AppError } from '../../core/errors.js';
import { normaliseGateCode } from '../../core/gate-pass.js';
import type { Throttle } from '../../core/limits.js';
import { sha256Hex } from '../../core/secrets.js';
import { parseInput } from '../../core/validate.js';
import { inScope, requireRole, type Viewer } from '../../core/viewer.js';
import { FRONT_DESK_ROLES, NotificationKind, ParcelStatus } from '../../core/enums.js';
import { User } from '../user/index.js';
import { Parcel } from './parcel.entity.js';
import { announce, describe, PARCEL_POPULATE, returnDays, tell, toParcelView, type ParcelDeps } from './parcels.shared.js';
import { collectInput } from './parcels.validate.js';
import type { ParcelView } from './parcels.views.js';

/** What a code or token came to: the parcel it names, or the refusal (`guess`: it names no parcel). */
type Resolved = { parcelId: string } | { refusal: AppError; guess: boolean };

const NO_SUCH_CODE = 'No parcel has this code. Check it with the student and type it again.';

/**
 * Handing a parcel over: the student's QR token or typed code, once, for its parcel, at its
 * hostel's desk. Codes that name no parcel count against the desk account as the gate's do
 * (spent before the look-up, given back when the code names a parcel).
 */
export class ParcelCollection {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: ParcelDeps & { throttle: Throttle },
  ) {}

  async collect(viewer: Viewer | null, code: unknown): Promise<ParcelView> {
    const desk = requireRole(viewer, ...FRONT_DESK_ROLES);
    const input = parseInput(collectInput, { code });
    const { throttle } = this.deps;
    await throttle.take('parcelCodeFailuresPerGuard', desk.userId);
    let resolved: Resolved;
    try {
      resolved = input.code.includes('.') ? await this.fromToken(input.code) : await this.fromCode(input.code);
    } catch (fault) {
      await throttle.refund('parcelCodeFailuresPerGuard', desk.userId); // the database's fault, not the desk's
      throw fault;
    }
    if ('refusal' in resolved) {
      if (!resolved.guess) await throttle.refund('parcelCodeFailuresPerGuard', desk.userId);
      throw resolved.refusal;
    }
    await throttle.refund('parcelCodeFailuresPerGuard', desk.userId);
    return this.handOver(desk, resolved.parcelId);
  }

  private async handOver(desk: Viewer, parcelId: string): Promise<ParcelView> {
    const now = this.deps.clock();
    const { parcel, notifications, days } = await this.em.transactional(async (em) => {
      // Locked: two desks scanning the same code at once hand it over once.
      const parcel = await em.findOneOrFail(Parcel, { id: parcelId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      await em.populate(parcel, [...PARCEL_POPULATE]);
      if (!inScope(desk, parcel.hostel.id)) throw new AppError('FORBIDDEN', `This parcel waits at ${parcel.hostel.name}'s desk: it is handed over there, not at yours.`);
      if (parcel.status === ParcelStatus.COLLECTED) {
        const by = parcel.handedOverBy ? ` by ${parcel.handedOverBy.name}` : '';
        throw new AppError('CONFLICT', `Already collected: this parcel was handed over at ${parcel.collectedAt!.toISOString()}${by}. A code works once.`);
      }
      if (parcel.status === ParcelStatus.RETURNED) throw new AppError('CONFLICT', `This parcel was returned to sender at ${parcel.returnedAt!.toISOString()}: it is no longer at the desk.`);
      Object.assign(parcel, { status: ParcelStatus.COLLECTED, collectedAt: now, handedOverBy: em.getReference(User, desk.userId) });
      await em.flush();
      await em.populate(parcel, ['handedOverBy']);
      await this.deps.audit.record(em, desk, {
        action: 'parcel.collected',
        objectType: 'parcel',
        objectId: parcel.id,
        studentId: parcel.student.id,
        hostelId: parcel.hostel.id,
        before: { status: ParcelStatus.WAITING },
        after: { status: ParcelStatus.COLLECTED, handedOverBy: desk.userId },
      });
      const notifications = await tell(em, this.deps, parcel, NotificationKind.PARCEL_COLLECTED, `Parcel collected at ${parcel.hostel.name}`, `Your ${describe(parcel)} was handed over at ${now.toISOString()}. Not you? Tell the desk at once.`);
      return { parcel, notifications, days: await returnDays(em) };
    });
    announce(this.deps, parcel, notifications);
    return toParcelView(parcel, days);
  }

  private async fromToken(token: string): Promise<Resolved> {
    const check = await this.deps.signer.verify(token, this.deps.clock());
    if (check.ok) {
      const exists = await this.em.count(Parcel, { id: check.id });
      return exists ? { parcelId: check.id } : { refusal: new AppError('BAD_USER_INPUT', NO_SUCH_CODE), guess: false };
    }
    if (check.reason === 'expired') return { refusal: new AppError('BAD_USER_INPUT', 'This code has expired. Ask the student to open My parcels again while online.'), guess: false };
    return { refusal: new AppError('BAD_USER_INPUT', 'This code is not genuine: its signature does not match. Do not hand the parcel over on it.'), guess: true };
  }

  private async fromCode(typed: string): Promise<Resolved> {
    const code = normaliseGateCode(typed);
    const [row] = code ? await this.em.execute<{ id: string }[]>('select id from parcels where code_hash = ?', [sha256Hex(code)]) : [];
    if (!row) return { refusal: new AppError('BAD_USER_INPUT', NO_SUCH_CODE), guess: true };
    return { parcelId: row.id };
  }
}
