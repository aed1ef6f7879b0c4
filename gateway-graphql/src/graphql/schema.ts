import { buildSchema, type AuthCheckerFn } from 'type-graphql';
import './enums.js';
import type { GraphQLSchema } from 'graphql';
import { createEventBus, type EventBus } from '../core/events.js';
import type { RequestContext } from '../context.js';
import { requireRole, requireViewer } from '../core/viewer.js';
import { ActivityResolver } from '../modules/activity/index.js';
import { AuthResolver } from '../modules/auth/index.js';
import { BedMovesResolver, BookingResolver, RoommateInviteResolver } from '../modules/booking/index.js';
import { WaitlistResolver } from '../modules/waitlist/index.js';
import { HostelResolver } from '../modules/hostel/index.js';
import { OutpassResolver } from '../modules/outpass/index.js';
import { GateResolver } from '../modules/gate/index.js';
import { NotificationResolver } from '../modules/notification/index.js';
import { RoomResolver } from '../modules/room/index.js';
import { UserResolver } from '../modules/user/index.js';
import { AuditResolver } from '../modules/audit/index.js';
import { StaffResolver } from '../modules/staff/index.js';
import { SelectionResolver } from '../modules/selection/index.js';
import { Role } from '../core/enums.js';

/**
 * `@Authorized()` needs a session; `@Authorized(Role.ADMIN)` an admin; `@Authorized(A, B)` a
 * caller holding either role. Throws our own coded errors.
 */
export const authChecker: AuthCheckerFn<RequestContext, Role> = ({ context }, roles) => {
  const [first, ...rest] = roles;
  if (first === undefined) requireViewer(context.viewer);
  else requireRole(context.viewer, first, ...rest);
  return true;
};

export const resolvers = [AuthResolver, UserResolver, HostelResolver, RoomResolver, BookingResolver, BedMovesResolver, WaitlistResolver, RoommateInviteResolver, OutpassResolver, GateResolver, NotificationResolver, ActivityResolver, AuditResolver, StaffResolver, SelectionResolver] as const;

/** The executable schema; also what `npm run schema:emit` prints into schema/schema.graphql. */
export function buildGatewaySchema(bus: EventBus = createEventBus().bus): Promise<GraphQLSchema> {
  // Subscriptions subscribe through the context's bus themselves (after their own access
  // checks); type-graphql still wants to be given the PubSub.
  return buildSchema({ resolvers, authChecker, validate: false, pubSub: bus });
}
