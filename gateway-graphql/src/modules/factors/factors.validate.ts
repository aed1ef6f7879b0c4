import { z } from 'zod';
import { isUuid } from '../../core/validate.js';

const uuid = z.string().trim().refine(isUuid, 'Choose an account.');
/** A browser's WebAuthn answer, as @simplewebauthn/browser returns it, sent as JSON text. */
const webauthnJson = z
  .string()
  .max(20_000, 'That passkey answer is too long.')
  .transform((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string') return value as Record<string, unknown> & { id: string };
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'That passkey answer could not be read.' });
    return z.NEVER;
  });

export const factorName = z.string().trim().max(100, 'A name has at most 100 characters.').optional();

export const passkeyEnrolmentInput = z.object({ response: webauthnJson, name: factorName });
export const totpEnrolmentInput = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code your app shows.'), name: factorName });
export const factorIdInput = z.object({ id: z.string().trim().refine(isUuid, 'Choose a factor.') });
export const resetFactorsInput = z.object({ userId: uuid });

/** The second step of a sign-in: the challenge, and a passkey's answer or a code (TOTP or recovery). */
export const secondStepInput = z
  .object({
    challenge: z.string().trim().min(1, 'Sign in again.').max(100, 'Sign in again.'),
    passkey: webauthnJson.optional(),
    code: z.string().trim().max(60, 'That code is too long.').optional(),
  })
  .refine((input) => input.passkey !== undefined || (input.code !== undefined && input.code !== ''), { message: 'Use your passkey, or enter a code.', path: ['code'] });
