import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238's defaults (30 s, 6 digits, SHA-1): what every authenticator app reads from a QR code. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export async function totpSetup(secret: string, label: string): Promise<{ uri: string; qrCode: string }> {
  const uri = generateURI({ issuer: 'DormSpace', label, secret });
  return { uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/**
 * The time step a code proves, or null: one step of drift either way is forgiven, and a step at
 * or before the last one accepted is refused, so a code seen over a shoulder is good once.
 */
export async function totpStep(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // verify() answers for TOTP and HOTP alike; only a TOTP answer carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
