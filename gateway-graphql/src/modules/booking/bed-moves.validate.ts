import { z } from 'zod';
import { field } from '../../core/validate.js';

/** Why staff moved, swapped or checked out a student: kept in the audit log and told to them. */
export const staffMoveInput = z.object({ reason: field.text('Reason', 500) });

/** A student's own check-out: a reason is welcome, not required. */
export const ownCheckOutInput = z.object({ reason: field.optionalText('Reason', 500) });
