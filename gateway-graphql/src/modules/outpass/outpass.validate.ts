import { z } from 'zod';
import { GateDirection, RequestStatus, Responsibility } from '../../core/enums.js';
import { field } from '../../core/validate.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The outpass form, on `today` (the date of arrival may be today, never before). */
export const outpassInput = (today: string) =>
  z.object({
    name: field.text('Name', 100),
    where: field.text('Where', 200),
    dateOfArrival: field.day('Date of arrival', { notBefore: today }),
    outTime: field.text('Out time', 5).refine((time) => TIME.test(time), 'Out time must be a time (HH:MM).'),
    returnTime: field.optionalText('Return time', 5).refine((time) => time === undefined || TIME.test(time), 'Return time must be a time (HH:MM).'),
    reason: field.text('Reason', 1000),
    responsibility: field.oneOf([Responsibility.YES, Responsibility.NO], 'Responsibility must be Yes or No.'),
    description: field.optionalText('Description', 1000),
  });

const status = field.oneOf([RequestStatus.APPROVED, RequestStatus.REJECTED], 'Status must be Approved or Rejected.');

/** An admin's decision on one outpass, with an optional reason. */
export const decisionInput = z.object({ status, reason: field.optionalText('Reason', 500), idempotencyKey: field.idempotencyKey() });

/** The spec's `/update/status`: every pending outpass of one roll number. */
export const rollDecisionInput = z.object({ roll_number: field.text('Roll number', 40), status });

/** A client's Idempotency-Key for a decision (REST header, GraphQL argument). */
export const idempotencyKeyInput = z.object({ idempotencyKey: field.idempotencyKey() });

/** Staff lists by state: one to seven states. */
export const statusListInput = z.object({
  statuses: z.array(field.oneOf(Object.values(RequestStatus) as [RequestStatus, ...RequestStatus[]], 'Each status must be an outpass state.')).min(1, 'Name at least one status.').max(7),
});

/** A gate scan: the pass's token (from the QR code) or its typed code, and which way the student goes. */
export const gateScanInput = z.object({
  code: field.text('Code', 2000),
  direction: field.oneOf([GateDirection.OUT, GateDirection.RETURNED], 'Direction must be OUT or RETURNED.'),
});

/** A guardian's link token and answer. */
export const guardianAnswerInput = z.object({
  token: field.text('Token', 200),
  consent: z.boolean({ error: 'Answer yes or no.' }),
});
