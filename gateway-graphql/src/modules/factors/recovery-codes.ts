import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sha256Hex } from '../../core/secrets.js';

export const RECOVERY_CODES = 10;

/** A recovery code: 128 random bits, as four groups of eight hex digits. */
export const newRecoveryCode = (): string => (randomBytes(16).toString('hex').match(/.{8}/g) ?? []).join('-');

/** How a typed code is compared: its hex digits alone, lower case (a dash or a space forgotten is no miss). */
export const recoveryCodeHash = (typed: string): string => sha256Hex(typed.toLowerCase().replace(/[^0-9a-f]/g, ''));

/** Replaces a user's recovery codes with ten new ones; returns them (they are kept only hashed). */
export async function replaceRecoveryCodes(em: EntityManager, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await em.execute('delete from staff_recovery_codes where user_id = ?', [userId]);
  await em.execute(`insert into staff_recovery_codes (user_id, code_hash) select ?, unnest(?::text[])`, [userId, `{${codes.map(recoveryCodeHash).join(',')}}`]);
  return codes;
}

/** Spends one of a user's recovery codes: true once per code, whoever asks at the same time. */
export async function spendRecoveryCode(em: EntityManager, userId: string, typed: string, now: Date): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>('update staff_recovery_codes set used_at = ? where user_id = ? and code_hash = ? and used_at is null returning id', [now, userId, recoveryCodeHash(typed)]);
  return rows.length === 1;
}
