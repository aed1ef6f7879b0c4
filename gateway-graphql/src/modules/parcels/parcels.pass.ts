import QRCode from 'qrcode';
import { sha256Hex } from '../../core/secrets.js';
import type { GatePassSigner } from '../../core/gate-pass.js';
import type { Parcel } from './parcel.entity.js';
import { TOKEN_TTL_MS } from './parcels.rules.js';
import type { ParcelPassView } from './parcels.views.js';

/** A new parcel's typed code, kept as its hash with the id of the key it is derived under (as the gate's). */
export function parcelCodeRecord(signer: GatePassSigner, parcelId: string): { codeKid: string; codeHash: string } {
  const kid = signer.currentKid;
  return { codeKid: kid, codeHash: sha256Hex(signer.codeFor(parcelId, kid)!) };
}

/** The student's pass for a waiting parcel: a fresh token (a day), its QR code, and the typed code (derived again, never stored). */
export async function parcelPass(signer: GatePassSigner, parcel: Parcel, now: Date): Promise<ParcelPassView> {
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  const token = await signer.sign(parcel.id, expiresAt, now);
  return {
    token,
    // A code under a key since retired from the ring cannot be shown: the QR code still works.
    code: signer.codeFor(parcel.id, parcel.codeKid) ?? '',
    qrSvg: await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    expiresAt: expiresAt.toISOString(),
  };
}
