import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque session token: 256 random bits. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** Tokens carry 256 bits of entropy, so a fast hash is enough to make a stolen table useless. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A 6-digit one-time code from the CSPRNG. */
export const newResetCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');
