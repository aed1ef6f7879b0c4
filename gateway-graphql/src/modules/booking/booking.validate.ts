import { z } from 'zod';
import { RoomRequestStatus } from '../../core/enums.js';
import { field } from '../../core/validate.js';

/** The roommate named in a request dialog; both fields or neither (checked by the service). */
export const roommateInput = z.object({
  roommateName: field.optionalText('Roommate name', 100),
  roomieRollNumber: field.optionalText('Roommate enrollment ID', 40),
});

/** An admin's decision on a room request, with an optional reason. */
export const roomDecisionInput = z.object({
  update: field.oneOf([RoomRequestStatus.APPROVED, RoomRequestStatus.REJECTED], 'Update must be Approved or Rejected.'),
  reason: field.optionalText('Reason', 500),
  idempotencyKey: field.idempotencyKey(),
});

/** A client's Idempotency-Key for a booking or a request (REST header, GraphQL argument). */
export const idempotencyKeyInput = z.object({ idempotencyKey: field.idempotencyKey() });
