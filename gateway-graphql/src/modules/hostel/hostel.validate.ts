import { z } from 'zod';
import { BookingMode, EarlyExitRule, Gender } from '../../core/enums.js';
import { field } from '../../core/validate.js';

/** A hostel's code: a capital letter, then 1 to 11 capitals, digits or dashes (`GH-1`, `BH-12`, `ANNEX`). */
const CODE = /^[A-Z][A-Z0-9-]{1,11}$/;

const gender = field.oneOf([Gender.MALE, Gender.FEMALE], 'Gender must be Male or Female.');
const bookingMode = field.oneOf([BookingMode.INSTANT, BookingMode.APPROVAL], 'Booking must be instant or by request (approval).');

const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: (issue) => (issue.input === undefined ? `${label} is required.` : message) }).int(message).min(min, message).max(max, message);
};

/** 0: rooms start on the ground floor (the girls' blocks); 1: on the 1st floor (the boys'). */
const firstFloor = wholeNumber('First floor', 0, 1);
const floors = wholeNumber('Floors', 1, 20);

/** Amenities as the cards list them: each trimmed, none blank or repeated, at most 20 of 40 characters. */
const amenities = z
  .array(field.text('Amenity', 40), { error: 'Amenities must be a list of words.' })
  .max(20, 'At most 20 amenities.')
  .transform((list) => [...new Set(list)]);

/** The title a card shows; blank means the code. */
const title = z.preprocess((v) => (v === null ? undefined : v), field.optionalText('Title', 60));

export const newHostelInput = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ error: 'Code is required.' }).regex(CODE, 'Code must be a capital letter then 1 to 11 capitals, digits or dashes, e.g. GH-4.'),
  ),
  title,
  gender,
  bookingMode,
  firstFloor,
  floors,
  amenities: z.preprocess((v) => (v === null ? undefined : v), amenities.optional()),
  guardianConsentRequired: z.preprocess((v) => (v === null ? undefined : v), z.boolean({ error: 'Guardian consent must be true or false.' }).optional()),
});

/** Everything optional: what is absent (or null) stays as it is; a blank title goes back to the code. */
export const hostelChangesInput = z.object({
  title: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), field.optionalText('Title', 60).nullable()),
  gender: z.preprocess((v) => (v === null ? undefined : v), gender.optional()),
  bookingMode: z.preprocess((v) => (v === null ? undefined : v), bookingMode.optional()),
  firstFloor: z.preprocess((v) => (v === null ? undefined : v), firstFloor.optional()),
  floors: z.preprocess((v) => (v === null ? undefined : v), floors.optional()),
  amenities: z.preprocess((v) => (v === null ? undefined : v), amenities.optional()),
});

/** What the gate does with a student of the hostel going out early: warns the guard, or refuses. */
export const earlyExitInput = z.object({ rule: field.oneOf([EarlyExitRule.WARN, EarlyExitRule.REFUSE], 'The rule must be Warn or Refuse.') });
