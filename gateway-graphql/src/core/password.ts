import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is a const enum in the typings, which isolatedModules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** argon2id with OWASP's baseline parameters. */
export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Compared against when the email is unknown, so both answers take as long.
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password'));
