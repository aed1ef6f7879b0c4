import { z } from 'zod';
import { ROOM_KINDS } from '../../core/enums.js';
import { field } from '../../core/validate.js';

/** A student joining a hostel's line, for any room or one type. */
export const joinInput = z.object({
  roomType: z.preprocess((v) => (v === null ? undefined : v), field.oneOf(ROOM_KINDS, 'Room type must be Single, Double, Triple or Quad.').optional()),
});

/** Staff moving a place in line: where to, and why (kept in the audit log). */
export const moveInput = z.object({
  position: z.number({ error: 'Position must be a whole number.' }).int('Position must be a whole number.').min(1, 'Position starts at 1.'),
  reason: field.text('Reason', 500),
});

/** Staff removing a place from the line, and why. */
export const removeInput = z.object({ reason: field.text('Reason', 500) });
