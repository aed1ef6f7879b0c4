import { z } from 'zod';
import { ParcelStatus } from '../../core/enums.js';
import { field, isUuid } from '../../core/validate.js';

const idOf = (what: string) => z.string({ error: `Choose ${what}.` }).refine(isUuid, `Choose ${what}.`);

/** What the desk types when a parcel arrives. */
export const logParcelInput = z.object({
  studentId: idOf('the student'),
  courier: field.text('Courier', 60),
  trackingNumber: field.optionalText('Tracking number', 60),
  shelf: field.text('Shelf', 20),
  perishable: z.boolean({ error: 'Perishable must be yes or no.' }).default(false),
});

/** Search as you type: 2 characters or more of a name or an enrollment ID, or a room number (any digits). */
export const recipientsInput = z.object({
  hostelId: idOf('a hostel').optional(),
  query: field.text('Query', 60).refine((q) => q.length >= 2 || /^\d$/.test(q), 'Type at least 2 characters.'),
});

export const collectInput = z.object({ code: field.text('Code', 2000) });

export const deskListInput = z.object({
  hostelId: idOf('a hostel').optional(),
  status: z.enum(Object.values(ParcelStatus) as [ParcelStatus, ...ParcelStatus[]], { error: 'Status must be WAITING, COLLECTED or RETURNED.' }).optional(),
  first: z.number({ error: 'First must be a number.' }).int('First must be a whole number.').min(1, 'First must be 1 to 200.').max(200, 'First must be 1 to 200.').default(50),
  offset: z.number({ error: 'Offset must be a number.' }).int('Offset must be a whole number.').min(0, 'Offset cannot be negative.').default(0),
});

export const returnDaysInput = z.object({
  days: z.number({ error: 'Days must be a number.' }).int('Days must be a whole number.').min(1, 'Days must be 1 to 90.').max(90, 'Days must be 1 to 90.'),
});
