import type { TestApp } from './app.js';
import type { Client } from './client.js';
import { ok } from './beds.js';
import { newStaff } from './repairs.js';
import { hostelIds } from './staff.js';

export { residentStudent } from './repairs.js';

export const PARCEL = 'id status studentId studentName enrollmentId hostelName courier trackingNumber shelf perishable loggedAt loggedByName remindedAt collectedAt handedOverByName returnedAt returnableFrom';

export interface ParcelRow {
  id: string;
  status: 'WAITING' | 'COLLECTED' | 'RETURNED';
  studentId: string;
  studentName: string;
  enrollmentId: string | null;
  hostelName: string;
  courier: string;
  trackingNumber: string | null;
  shelf: string;
  perishable: boolean;
  loggedAt: string;
  loggedByName: string | null;
  remindedAt: string | null;
  collectedAt: string | null;
  handedOverByName: string | null;
  returnedAt: string | null;
  returnableFrom: string | null;
  pass?: { token: string; code: string; qrSvg: string; expiresAt: string } | null;
}

export const LOG = `mutation($input: LogParcelInput!) { logParcel(input: $input) { ${PARCEL} } }`;
export const COLLECT = `mutation($code: String!) { collectParcel(code: $code) { ${PARCEL} } }`;

/** A guard keeping the front desks of these hostels (invited by the admin with them, logged in through the link). */
export async function deskGuard(app: TestApp, admin: Client, ...hostels: string[]): Promise<{ client: Client; id: string }> {
  return newStaff(app, admin, 'GUARD', { hostelIds: hostels.length ? await hostelIds(app, ...hostels) : [] });
}

/** The desk logs a parcel that must be accepted. */
export async function logged(desk: Client, studentId: string, extra: Record<string, unknown> = {}): Promise<ParcelRow> {
  return (await ok<{ logParcel: ParcelRow }>(desk, LOG, { input: { studentId, courier: 'BlueDart', shelf: 'B3', ...extra } })).logParcel;
}

/** A student's own parcels, with the pass of each waiting one. */
export async function myParcels(student: Client): Promise<ParcelRow[]> {
  return (await ok<{ myParcels: ParcelRow[] }>(student, `{ myParcels { ${PARCEL} pass { token code qrSvg expiresAt } } }`)).myParcels;
}

/** The pass of one of the student's parcels. */
export async function passOf(student: Client, parcelId: string): Promise<{ token: string; code: string }> {
  const parcel = (await myParcels(student)).find((p) => p.id === parcelId);
  if (!parcel?.pass) throw new Error(`no pass for parcel ${parcelId}`);
  return parcel.pass;
}

/** A collection attempt (its reply, accepted or refused). */
export function collect(desk: Client, code: string) {
  return desk.gql<{ collectParcel: ParcelRow }>(COLLECT, { code });
}
