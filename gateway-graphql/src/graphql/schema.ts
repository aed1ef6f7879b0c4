import { buildSchema, type AuthChecker } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../core/context.js';
import { requireRole, requireViewer } from '../core/viewer.js';
import type { Role } from '../modules/user/user.entity.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';

/** `@Authorized()` needs a session; `@Authorized(Role.ADMIN)` an admin. Throws our own coded errors. */
const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  if (roles.length === 0) requireViewer(context.viewer);
  else roles.forEach((role) => requireRole(context.viewer, role));
  return true;
};

export const resolvers = [AuthResolver, UserResolver] as const;

/** The executable schema; also what `npm run schema:emit` prints into schema/schema.graphql. */
export function buildGatewaySchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validate: false });
}
