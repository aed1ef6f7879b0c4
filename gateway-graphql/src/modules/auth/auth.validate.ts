import { z } from 'zod';
import { field } from '../../core/validate.js';

/** A login form: the password is only checked for presence here, never trimmed or measured. */
export const loginInput = z.object({
  email: field.email(),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.'),
});

/** The forgotten-password form's first step. */
export const sendCodeInput = z.object({ email: field.email() });

/** The forgotten-password form's second step: the mailed code and the new password. */
export const verifyCodeInput = z.object({
  email: field.email(),
  verifyOtp: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: 'Enter the 6-digit code from the email.' }).regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'),
  ),
  newPassword: field.password('New password'),
});
