import { buildSchema, type AuthChecker } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { createEventBus, type EventBus } from '../core/events.js';
import type { RequestContext } from '../core/context.js';
import { requireRole, requireViewer } from '../core/viewer.js';
import type { Role } from '../modules/user/user.entity.js';
import { ActivityResolver } from '../modules/activity/activity.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { BookingResolver } from '../modules/booking/booking.resolver.js';
import { RoommateInviteResolver } from '../modules/booking/roommate-invite.resolver.js';
import { HostelResolver } from '../modules/hostel/hostel.resolver.js';
import { OutpassResolver } from '../modules/outpass/outpass.resolver.js';
import { RoomResolver } from '../modules/room/room.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';

/** `@Authorized()` needs a session; `@Authorized(Role.ADMIN)` an admin. Throws our own coded errors. */
const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  if (roles.length === 0) requireViewer(context.viewer);
  else roles.forEach((role) => requireRole(context.viewer, role));
  return true;
};

export const resolvers = [AuthResolver, UserResolver, HostelResolver, RoomResolver, BookingResolver, RoommateInviteResolver, OutpassResolver, ActivityResolver] as const;

/** The executable schema; also what `npm run schema:emit` prints into schema/schema.graphql. */
export function buildGatewaySchema(bus: EventBus = createEventBus().bus): Promise<GraphQLSchema> {
  // Subscriptions subscribe through the context's bus themselves (after their own access
  // checks); type-graphql still wants to be given the PubSub.
  return buildSchema({ resolvers, authChecker, validate: false, pubSub: bus });
}
