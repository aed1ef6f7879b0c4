import type { PersonView } from '../../core/views.js';
import type { User } from './user.entity.js';

/** A student as other screens show them (room approval, outpass lists). */
export const toPersonView = (user: User): PersonView => ({
  id: user.id,
  name: user.name,
  enrollmentId: user.enrollmentId ?? null,
  email: user.email,
  address: user.address ?? null,
  phoneNumber: user.phoneNumber ?? null,
  dob: user.dob ?? null,
  gender: user.gender ?? null,
});
