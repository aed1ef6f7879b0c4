import { z } from 'zod';
import { Gender, VisitorIdType, VisitStatus } from '../../core/enums.js';
import { field, isUuid } from '../../core/validate.js';

const idOf = (what: string) => z.string({ error: `Choose ${what}.` }).refine(isUuid, `Choose ${what}.`);
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) => z.string({ error: `${label} must be a time, HH:MM.` }).regex(TIME, `${label} must be a time, HH:MM.`);
const enumOf = <T extends string>(values: Record<string, T>, message: string) => z.enum(Object.values(values) as [T, ...T[]], { error: message });

const visitor = {
  visitorName: field.text("Visitor's name", 80),
  visitorPhone: field.text("Visitor's phone", 20).refine((phone) => PHONE.test(phone), "Please enter a valid phone number for your visitor."),
  relation: field.text('Relation', 40),
  visitorGender: enumOf(Gender, "Visitor's gender must be Male or Female.").optional(),
};

/** A student pre-registers a visitor: who, the day and the expected hours; an overnight guest stays the night. */
export const registerInput = z
  .object({
    ...visitor,
    day: field.day('Day'),
    expectedFrom: time('Expected from'),
    expectedTo: time('Expected until'),
    overnight: z.boolean({ error: 'Overnight must be yes or no.' }).default(false),
  })
  .refine((v) => v.overnight || v.expectedFrom < v.expectedTo, { path: ['expectedTo'], message: 'Expected until must be after expected from.' });

/** The ID the visitor shows: its type and the last 4 characters, never the whole number. */
const shownId = {
  idType: enumOf(VisitorIdType, 'Choose the type of ID shown.'),
  idLast4: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string({ error: 'Type the last 4 characters of the ID.' }).regex(/^[0-9A-Z]{4}$/, 'Type the last 4 characters of the ID (letters and digits).')),
};

/** The desk signs a visitor in: by their pass (its QR token or typed code) or from the day's list, with the ID shown. */
export const signInInput = z
  .object({ visitId: idOf('a visit').optional(), code: field.optionalText('Code', 2000), ...shownId })
  .refine((v) => (v.visitId === undefined) !== (v.code === undefined), { path: ['code'], message: 'Scan or type the pass, or choose the visit from the list.' });

/** A walk-in: the visitor, their host, the ID shown. */
export const walkInInput = z.object({ hostId: idOf('the student visited'), ...visitor, ...shownId });

export const decideInput = z.object({ approve: z.boolean({ error: 'Approve must be yes or no.' }), note: field.optionalText('Note', 300) });

export const lookupInput = z.object({ code: field.text('Code', 2000) });

/** The desk's list: a hostel, a day (default today), a status, text in the visitor's or host's name or phone. */
export const deskListInput = z.object({
  hostelId: idOf('a hostel').optional(),
  day: field.optionalDay('Day'),
  status: enumOf(VisitStatus, 'Choose a status.').optional(),
  query: field.optionalText('Search', 60),
  first: z.number({ error: 'First must be a number.' }).int('First must be a whole number.').min(1, 'First must be 1 to 200.').max(200, 'First must be 1 to 200.').default(50),
  offset: z.number({ error: 'Offset must be a number.' }).int('Offset must be a whole number.').min(0, 'Offset cannot be negative.').default(0),
});

/** The visitor log's CSV: a hostel, and days from and to (default the last 30). */
export const logInput = z.object({ hostelId: idOf('a hostel').optional(), from: field.optionalDay('From'), to: field.optionalDay('To') });

const hours = z
  .object({ from: time('Opens'), to: time('Closes') })
  .nullable()
  .refine((h) => h === null || h.from < h.to, 'Visiting hours must close after they open.');

/** A hostel's rules as the office sets them. */
export const rulesInput = z.object({
  hostelId: idOf('a hostel'),
  hours: z.array(hours, { error: 'Give the hours of the 7 days, Sunday first.' }).length(7, 'Give the hours of the 7 days, Sunday first.'),
  maxAtOnce: z.number({ error: 'Visitors at once must be a number.' }).int('Visitors at once must be a whole number.').min(1, 'Visitors at once must be 1 to 10.').max(10, 'Visitors at once must be 1 to 10.'),
  otherGenderCommonRoom: z.boolean({ error: 'Common room must be yes or no.' }),
  overnightNeedsApproval: z.boolean({ error: 'Overnight approval must be yes or no.' }),
});

export const retentionInput = z.object({
  days: z.number({ error: 'Days must be a number.' }).int('Days must be a whole number.').min(7, 'Days must be 7 to 365.').max(365, 'Days must be 7 to 365.'),
});
