import { z } from 'zod';
import { Role } from '../../core/enums.js';
import { field, isUuid } from '../../core/validate.js';
import { tradeField } from '../repairs/index.js';

const hostelIds = z
  .array(z.string().refine(isUuid, 'Choose hostels from the list.'), { error: 'Choose hostels from the list.' })
  .max(8, 'Choose hostels from the list.')
  .transform((ids) => [...new Set(ids)]);

/** The roles whose hostels are chosen: a warden's (at least one), a guard's front desks (any: a guard of none keeps the gate only). */
export const HOSTEL_ROLES: readonly Role[] = [Role.WARDEN, Role.GUARD];

/** A warden must have at least one hostel; an admin has none (they see all). */
const hostelsFitRole = (v: { role?: Role; hostelIds?: string[] }) => v.role !== Role.WARDEN || v.hostelIds === undefined || v.hostelIds.length > 0;
const HOSTELS_NEEDED = { message: 'A warden needs at least one hostel.', path: ['hostelIds'] };

/** A maintenance person is invited with their trade (which repairs they are assigned). */
const invitedRole = field.oneOf([Role.WARDEN, Role.GUARD, Role.ADMIN, Role.MAINTENANCE], 'Role must be Warden, Guard, Admin or Maintenance.');

export const inviteInput = z
  .object({ email: field.email(), name: field.text('Name', 100), role: invitedRole, hostelIds, trade: tradeField.nullish() })
  .refine(hostelsFitRole, HOSTELS_NEEDED)
  .refine((v) => v.role !== Role.MAINTENANCE || (v.trade !== undefined && v.trade !== null), { message: 'Choose the trade of a maintenance person.', path: ['trade'] });

export const updateStaffInput = z
  .object({ role: invitedRole, hostelIds, trade: tradeField.nullish() })
  .refine(hostelsFitRole, HOSTELS_NEEDED)
  .refine((v) => v.role !== Role.MAINTENANCE || (v.trade !== undefined && v.trade !== null), { message: 'Choose the trade of a maintenance person.', path: ['trade'] });

export const acceptInviteInput = z.object({
  token: z.string({ error: 'This invitation link is invalid.' }).min(20, 'This invitation link is invalid.').max(100, 'This invitation link is invalid.'),
  password: field.password(),
});
