import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/errors.js';
import type { GatePassSigner } from '../../core/gate-pass.js';
import type { Publisher } from '../../core/publisher.js';
import { isUuid } from '../../core/validate.js';
import type { Viewer } from '../../core/viewer.js';
import type { NotificationView } from '../../core/views.js';
import { ParcelStatus, type NotificationKind } from '../../core/enums.js';
import type { AuditLog } from '../audit/index.js';
import type { Notifier } from '../notification/index.js';
import { Parcel } from './parcel.entity.js';
import { DEFAULT_RETURN_DAYS, maySee, returnableFrom } from './parcels.rules.js';
import type { ParcelPassView, ParcelView } from './parcels.views.js';

/** What the services of this module share. */
export interface ParcelDeps {
  clock: Clock;
  audit: AuditLog;
  notifier: Notifier;
  publisher: Publisher;
  /** Signs collection codes: the gate's key ring, audience dormspace-parcel (core/gate-pass.ts PARCEL_PASSES). */
  signer: GatePassSigner;
}

export const PARCEL_POPULATE = ['student', 'hostel', 'loggedBy', 'handedOverBy', 'returnedBy'] as const;

/** The office's days before a parcel may be returned to sender. */
export async function returnDays(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ return_after_days: number }[]>('select return_after_days from parcel_settings where id = 1');
  return row?.return_after_days ?? DEFAULT_RETURN_DAYS;
}

/** Locks one parcel the viewer may see (inside a transaction), read fresh; NOT_FOUND for anyone else. */
export async function lockParcel(em: EntityManager, viewer: Viewer, id: string): Promise<Parcel> {
  if (!isUuid(id)) throw notFound('Parcel');
  const parcel = await em.findOne(Parcel, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!parcel) throw notFound('Parcel');
  await em.populate(parcel, [...PARCEL_POPULATE]);
  if (!maySee(viewer, { studentId: parcel.student.id, hostelId: parcel.hostel.id })) throw notFound('Parcel');
  return parcel;
}

/** A parcel as a view; `pass` only for its student's own list. */
export function toParcelView(parcel: Parcel, days: number, pass: ParcelPassView | null = null): ParcelView {
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  return {
    id: parcel.id,
    status: parcel.status,
    studentId: parcel.student.id,
    studentName: parcel.student.name,
    enrollmentId: parcel.student.enrollmentId ?? null,
    hostelId: parcel.hostel.id,
    hostelName: parcel.hostel.name,
    courier: parcel.courier,
    trackingNumber: parcel.trackingNumber ?? null,
    shelf: parcel.shelf,
    perishable: parcel.perishable,
    loggedAt: parcel.loggedAt.toISOString(),
    loggedByName: parcel.loggedBy?.name ?? null,
    remindedAt: iso(parcel.remindedAt),
    collectedAt: iso(parcel.collectedAt),
    handedOverByName: parcel.handedOverBy?.name ?? null,
    returnedAt: iso(parcel.returnedAt),
    returnedByName: parcel.returnedBy?.name ?? null,
    returnableFrom: parcel.status === ParcelStatus.WAITING ? returnableFrom(parcel.loggedAt, days).toISOString() : null,
    pass,
  };
}

/** The student hears of their parcel: the bell, and mail for those who want it (in the transaction). */
export function tell(em: EntityManager, deps: ParcelDeps, parcel: Parcel, kind: NotificationKind, title: string, body: string): Promise<NotificationView[]> {
  return deps.notifier.write(em, [{ userId: parcel.student.id, kind, title, body, link: '/parcels' }]);
}

/** After commit: the bell, the student's list and the hostel's desk. */
export function announce(deps: ParcelDeps, parcel: Parcel, notifications: readonly NotificationView[]): void {
  deps.publisher.notifications(notifications);
  deps.publisher.parcel({ parcelId: parcel.id, hostelId: parcel.hostel.id, studentId: parcel.student.id });
}

/** What a parcel is, in words: "Amazon parcel (tracking 123) on shelf B3 at GH-1". */
export const describe = (parcel: Parcel): string =>
  `${parcel.courier} parcel${parcel.trackingNumber ? ` (tracking ${parcel.trackingNumber})` : ''} on shelf ${parcel.shelf} at ${parcel.hostel.name}`;
