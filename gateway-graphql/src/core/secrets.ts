import { createHash, randomBytes } from 'node:crypto';

/** A one-time token for a link (32 random bytes, URL-safe). Only its hash is stored. */
export const oneTimeToken = (): string => randomBytes(32).toString('base64url');

/** How a token or code is stored and looked up: its SHA-256, hex. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');
