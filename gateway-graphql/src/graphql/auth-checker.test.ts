import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../core/request-context.js';
import { Role } from '../core/enums.js';
import type { Viewer } from '../core/viewer.js';
import { authChecker } from './schema.js';

const as = (role: Role | null) => {
  const viewer: Viewer | null = role && { userId: 'u1', role, sessionId: 's1', gender: null, hostelIds: [] };
  return { context: { viewer } as RequestContext, root: {}, args: {}, info: {} as GraphQLResolveInfo };
};
const check = (role: Role | null, roles: Role[]) => {
  try {
    return authChecker(as(role), roles);
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('the auth checker', () => {
  it('lets in a caller holding ANY of the listed roles', () => {
    expect(check(Role.STUDENT, [Role.ADMIN, Role.STUDENT])).toBe(true);
    expect(check(Role.ADMIN, [Role.ADMIN, Role.STUDENT])).toBe(true);
  });

  it('refuses a caller holding none of them, and anyone without a session', () => {
    expect(check(Role.STUDENT, [Role.ADMIN])).toBe('FORBIDDEN');
    expect(check(null, [Role.ADMIN, Role.STUDENT])).toBe('UNAUTHENTICATED');
    expect(check(null, [])).toBe('UNAUTHENTICATED');
    expect(check(Role.STUDENT, [])).toBe(true);
  });
});
