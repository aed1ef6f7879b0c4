import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { parseInput, pgArray } from '../../core/validate.js';
import { assertInScope, hostelScope, outOfScope, requireRole, type Viewer } from '../../core/viewer.js';
import { FRONT_DESK_ROLES, NotificationKind, ParcelStatus, Role } from '../../core/enums.js';
import { Parcel } from './parcel.entity.js';
import { parcelCodeRecord, parcelPass } from './parcels.pass.js';
import { announce, describe, PARCEL_POPULATE, returnDays, tell, toParcelView, type ParcelDeps } from './parcels.shared.js';
import { deskListInput, logParcelInput } from './parcels.validate.js';
import type { FrontDeskHostelView, ParcelView } from './parcels.views.js';

/** What the front desk logs, and the lists: the student's own parcels, the desk's hostels and their parcels. */
export class ParcelsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: ParcelDeps,
  ) {}

  /**
   * The desk logs a parcel for a student who holds a bed in one of its hostels; the parcel
   * belongs to that hostel. The parcel, its code's hash, the audit event, the bell and the mail
   * commit together, or nothing.
   */
  async log(viewer: Viewer | null, input: Record<string, unknown>): Promise<ParcelView> {
    const desk = requireRole(viewer, ...FRONT_DESK_ROLES);
    const form = parseInput(logParcelInput, input);
    const now = this.deps.clock();
    const id = randomUUID();
    const { parcel, notifications, days } = await this.em.transactional(async (em) => {
      const [home] = await em.execute<{ hostel_id: string }[]>(
        `select r.hostel_id from room_occupancies o join rooms r on r.id = o.room_id join users u on u.id = o.student_id
          where o.student_id = ? and u.role = 'student' and u.disabled_at is null`,
        [form.studentId],
      );
      if (!home) throw badInput([{ field: 'studentId', message: 'This student has no bed in a hostel: parcels are logged for residents.' }]);
      assertInScope(desk, home.hostel_id);
      const parcel = em.create(Parcel, {
        id,
        student: form.studentId,
        hostel: home.hostel_id,
        courier: form.courier,
        trackingNumber: form.trackingNumber ?? null,
        shelf: form.shelf,
        perishable: form.perishable,
        ...parcelCodeRecord(this.deps.signer, id),
        loggedBy: desk.userId,
        loggedAt: now,
      });
      await em.flush();
      await em.populate(parcel, [...PARCEL_POPULATE]);
      await this.deps.audit.record(em, desk, {
        action: 'parcel.logged',
        objectType: 'parcel',
        objectId: id,
        studentId: form.studentId,
        hostelId: home.hostel_id,
        after: { courier: form.courier, trackingNumber: form.trackingNumber ?? null, shelf: form.shelf, perishable: form.perishable },
      });
      const title = form.perishable ? `Perishable parcel: collect it today at ${parcel.hostel.name}` : `A parcel for you at ${parcel.hostel.name}`;
      const body = `${describe(parcel)}.${form.perishable ? ' It is marked perishable: collect it as soon as you can.' : ''} Show the code on My parcels at the desk.`;
      const notifications = await tell(em, this.deps, parcel, NotificationKind.PARCEL_ARRIVED, title, body);
      return { parcel, notifications, days: await returnDays(em) };
    });
    announce(this.deps, parcel, notifications);
    return toParcelView(parcel, days);
  }

  /** A student's own parcels, newest first; each waiting one with its collection pass. */
  async mine(viewer: Viewer | null): Promise<ParcelView[]> {
    const student = requireRole(viewer, Role.STUDENT);
    const parcels = await this.em.find(Parcel, { student: student.userId }, { populate: [...PARCEL_POPULATE], orderBy: { loggedAt: 'desc', id: 'desc' }, limit: 100 });
    const days = await returnDays(this.em);
    const now = this.deps.clock();
    return Promise.all(parcels.map(async (p) => toParcelView(p, days, p.status === ParcelStatus.WAITING ? await parcelPass(this.deps.signer, p, now) : null)));
  }

  /**
   * The hostels whose desk the caller keeps, by name: a guard's or a warden's own (staff_hostels),
   * every one for an admin; retired hostels no longer have a desk. Not `hostels`, which answers a
   * guard as it answers a student (the hostels of their gender).
   */
  async desks(viewer: Viewer | null): Promise<FrontDeskHostelView[]> {
    const scope = hostelScope(requireRole(viewer, ...FRONT_DESK_ROLES));
    if (scope !== null && scope.length === 0) return [];
    const hostels = scope && pgArray(scope);
    return this.em.execute<FrontDeskHostelView[]>('select id, name from hostels where retired_at is null and (?::uuid[] is null or id = any(?::uuid[])) order by name', [hostels, hostels]);
  }

  /** The desk's parcels of its hostels (one, if given), newest first, a page at a time. Never a code. */
  async list(viewer: Viewer | null, filter: Record<string, unknown>): Promise<ParcelView[]> {
    const desk = requireRole(viewer, ...FRONT_DESK_ROLES);
    const f = parseInput(deskListInput, filter);
    const scope = hostelScope(desk);
    if (f.hostelId && scope !== null && !scope.includes(f.hostelId)) throw outOfScope();
    const hostels = f.hostelId ? [f.hostelId] : scope;
    if (hostels !== null && hostels.length === 0) return [];
    const rows = await this.em.execute<{ id: string }[]>(
      `select id from parcels where (?::uuid[] is null or hostel_id = any(?::uuid[])) and (?::parcel_status is null or status = ?::parcel_status)
        order by logged_at desc, id desc limit ? offset ?`,
      [hostels && pgArray(hostels), hostels && pgArray(hostels), f.status ?? null, f.status ?? null, f.first, f.offset],
    );
    if (rows.length === 0) return [];
    const parcels = await this.em.find(Parcel, { id: { $in: rows.map((r) => r.id) } }, { populate: [...PARCEL_POPULATE], orderBy: { loggedAt: 'desc', id: 'desc' } });
    const days = await returnDays(this.em);
    return parcels.map((p) => toParcelView(p, days));
  }
}
