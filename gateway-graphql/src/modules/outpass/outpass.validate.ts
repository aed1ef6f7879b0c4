import { z } from 'zod';
import { RequestStatus, Responsibility } from '../../core/enums.js';
import { field } from '../../core/validate.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The outpass form, on `today` (the date of arrival may be today, never before). */
export const outpassInput = (today: string) =>
  z.object({
    name: field.text('Name', 100),
    where: field.text('Where', 200),
    dateOfArrival: field.day('Date of arrival', { notBefore: today }),
    outTime: field.text('Out time', 5).refine((time) => TIME.test(time), 'Out time must be a time (HH:MM).'),
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
