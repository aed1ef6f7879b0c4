import { z } from 'zod';
import { RepairCategory, RepairPriority, Trade } from '../../core/enums.js';
import { field, isUuid } from '../../core/validate.js';

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const oneOfLower = <T extends Record<string, string>>(values: T, message: string) =>
  z.preprocess(lower, z.enum(Object.values(values) as [T[keyof T], ...T[keyof T][]], { error: message }));

/** A form's yes/no: a boolean from GraphQL, text from a multipart form ('true', 'yes', 'on', '1'). */
const yesNo = (label: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().toLowerCase();
      return ['true', 'yes', 'on', '1'].includes(text) ? true : ['false', 'no', 'off', '0'].includes(text) ? false : value;
    },
    z.boolean({ error: `${label} must be yes or no.` }),
  );

export const categoryField = oneOfLower(RepairCategory, 'Category must be one of electrical, plumbing, furniture, internet, cleaning, pests, other.');
export const priorityField = (label: string) => oneOfLower(RepairPriority, `${label} must be urgent, high, normal or low.`);
export const tradeField = oneOfLower(Trade, 'Trade must be one of electrical, plumbing, carpentry, network, housekeeping.');
export const idField = (label: string) => z.string({ error: `Choose ${label}.` }).refine(isUuid, `Choose ${label}.`);

/** A student's report: where is their room (`room`, filled in by the server) or a named common area. */
export const reportInput = z
  .object({
    category: categoryField,
    place: z.preprocess(lower, z.enum(['room', 'common'], { error: 'Place must be room (your own) or common (a common area of your hostel).' })),
    commonArea: field.optionalText('Common area', 100),
    description: field.text('Description', 2000),
    urgency: priorityField('Urgency'),
    mayEnter: yesNo('May enter'),
  })
  .refine((v) => v.place !== 'common' || v.commonArea !== undefined, { message: 'Name the common area (e.g. 2nd floor washroom).', path: ['commonArea'] });

export const noteInput = z.object({ note: field.text('Note', 2000) });
export const optionalNoteInput = z.object({ note: field.optionalText('Note', 2000) });
export const commentInput = z.object({ body: field.text('Comment', 2000), internal: z.boolean({ error: 'Internal must be true or false.' }).default(false) });
export const triageInput = z.object({ priority: priorityField('Priority') });
export const assignInput = z.object({ assigneeId: idField('a maintenance person') });
export const roomServiceInput = z.object({ inService: z.boolean({ error: 'In service must be true or false.' }) });
export const mergeInput = z.object({ intoId: idField('the open job to merge into') });
export const officeListInput = z.object({
  statuses: z.array(z.string()).max(7).optional(),
  hostelId: idField('a hostel').optional(),
  overdueOnly: z.boolean().optional(),
  first: z.number({ error: 'First must be a number.' }).int('First must be a whole number.').min(1, 'First must be 1 to 500.').max(500, 'First must be 1 to 500.').default(100),
  offset: z.number({ error: 'Offset must be a number.' }).int('Offset must be a whole number.').min(0, 'Offset cannot be negative.').default(0),
});
