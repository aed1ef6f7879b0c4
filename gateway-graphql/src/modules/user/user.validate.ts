import { z } from 'zod';
import { Gender } from '../../core/enums.js';
import { field } from '../../core/validate.js';

const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
const ENROLLMENT_ID = /^[A-Z0-9][A-Z0-9/-]{1,39}$/;

/** An enrollment ID as signup reads it: upper-cased, letters, digits, "-" and "/" (the roster's too). */
export const enrollmentIdField = () =>
  field
    .text('Enrollment ID', 40)
    .transform((id) => id.toUpperCase())
    .refine((id) => ENROLLMENT_ID.test(id), 'Enrollment ID may hold only letters, digits, "-" and "/".');

/** A signup form, checked once (the role it may carry is never read: signup makes students). */
export const signupInput = (today: string) =>
  z.object({
    // Named as the form names it ("Username", the spec's field); a person's name has at least two letters.
    name: field.text('Username', 100).refine((name) => Array.from(name).length >= 2, 'Username must be at least 2 characters.'),
    email: field.email(),
    password: field.password(),
    gender: field.oneOf([Gender.MALE, Gender.FEMALE], 'Gender must be Male or Female.'),
    enrollmentId: enrollmentIdField(),
    address: field.optionalText('Address', 300),
    phoneNumber: field.optionalText('Phone number', 20).refine((phone) => phone === undefined || PHONE.test(phone), 'Please enter a valid phone number.'),
    dob: field.optionalDay('Date of birth', { past: today }),
    /** An invitation token from the hostel office's mail (the roster's); checked by the signup gate. */
    invite: field.optionalText('Invitation', 100),
  });

/** What a signup form sends: anything, until {@link signupInput} has read it. */
export type SignupInput = Partial<Record<keyof z.input<ReturnType<typeof signupInput>>, unknown>>;

/** The create-admin command's input. */
export const adminInput = z.object({ email: field.email(), password: field.password(), name: field.text('Name', 100) });

/** A person's own settings; a blank guardian field means "clear it". */
export const settingsInput = z.object({
  guardianName: field.optionalText("Guardian's name", 100).nullable(),
  guardianEmail: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), field.email().optional())
    .nullable()
    .transform((v) => v ?? undefined),
  guardianPhone: field
    .optionalText("Guardian's phone", 20)
    .refine((phone) => phone === undefined || phone === null || PHONE.test(phone), "Please enter a valid phone number for your guardian.")
    .nullable(),
  emailNotifications: z.boolean({ error: 'Email notifications must be on or off.' }).nullable().optional(),
});
