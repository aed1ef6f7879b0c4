import type { Response } from 'express';
import type { RequestContext } from '../core/context.js';
import { Role, type User } from '../modules/user/user.entity.js';

/** The request context the REST middleware put on `res.locals`. */
export const ctxOf = (res: Response): RequestContext => res.locals.ctx as RequestContext;

/** The spec's role words: 'student' and 'Admin'. */
export const specRole = (role: Role): string => (role === Role.ADMIN ? 'Admin' : 'student');

/** A user in the spec's shape (`_id`, `phoneNumber`, …). Never the password hash. */
export function userJson(user: User) {
  return {
    _id: user.id,
    role: specRole(user.role),
    name: user.name,
    email: user.email,
    address: user.address ?? null,
    dob: user.dob ?? null,
    phoneNumber: user.phoneNumber ?? null,
    gender: user.gender ?? null,
    enrollmentId: user.enrollmentId ?? null,
  };
}
