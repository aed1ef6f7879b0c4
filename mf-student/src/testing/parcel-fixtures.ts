import type { Mock } from 'web-kit/testing';
import { MY_PARCELS, type Parcel } from '../features/parcels/parcels.operations';

type Typed = Parcel & { __typename: 'Parcel' };

const HOUR = 3600 * 1000;
/** A moment `hours` before now, as the gateway writes it. */
export const hoursAgo = (hours: number): string => new Date(Date.now() - hours * HOUR).toISOString();

/** A QR code as the gateway draws one (markup the page must never inject). */
export const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

/**
 * A parcel as the page selects it: from BlueDart, waiting on shelf B-3 of BH-1 since two hours,
 * with its pass. Collected or returned ones carry no pass, as the gateway sends them.
 */
export const parcel = (id: string, over: Partial<Parcel> = {}): Typed => {
  const pass = { __typename: 'ParcelPass' as const, token: `token-${id}`, code: 'K7QXM-4RT9P', qrSvg: QR_SVG, expiresAt: hoursAgo(-24) };
  return {
    __typename: 'Parcel',
    id,
    status: 'WAITING',
    hostelName: 'BH-1',
    courier: 'BlueDart',
    trackingNumber: 'BD123456789IN',
    shelf: 'B-3',
    perishable: false,
    loggedAt: hoursAgo(2),
    collectedAt: null,
    handedOverByName: null,
    returnedAt: null,
    pass: (over.status ?? 'WAITING') === 'WAITING' ? pass : null,
    ...over,
  };
};

/** The list's answer, newest first. */
export const myParcels = (parcels: Parcel[]): Mock => ({ request: { query: MY_PARCELS }, result: { data: { myParcels: parcels } } });
