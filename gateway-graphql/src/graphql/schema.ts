import { buildSchema, type AuthCheckerFn } from 'type-graphql';
import './enums.js';
import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { badInput } from '../core/errors.js';
import { unstorableFields } from '../core/validate.js';
import { createEventBus, type EventBus } from '../core/events.js';
import type { RequestContext } from '../core/request-context.js';
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
import { OfficeResolver } from '../modules/office/index.js';
import { RosterResolver } from '../modules/roster/index.js';
import { YearResolver } from '../modules/year/index.js';
import { LotteryResolver, RoommateResolver, SelectionDayResolver } from '../modules/lottery/index.js';
import { SsoResolver } from '../modules/sso/index.js';
import { FactorResolver } from '../modules/factors/index.js';
import { RepairsResolver } from '../modules/repairs/index.js';
import { ParcelsResolver } from '../modules/parcels/index.js';
import { VisitorsResolver } from '../modules/visitors/index.js';
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

export const resolvers = [AuthResolver, FactorResolver, UserResolver, HostelResolver, RoomResolver, BookingResolver, BedMovesResolver, WaitlistResolver, RoommateInviteResolver, OutpassResolver, GateResolver, NotificationResolver, ActivityResolver, AuditResolver, StaffResolver, SelectionResolver, OfficeResolver, RosterResolver, YearResolver, LotteryResolver, RoommateResolver, SelectionDayResolver, SsoResolver, RepairsResolver, ParcelsResolver, VisitorsResolver] as const;

/** The executable schema; also what `npm run schema:emit` prints into schema/schema.graphql. */
export function buildGatewaySchema(bus: EventBus = createEventBus().bus): Promise<GraphQLSchema> {
  // Subscriptions subscribe through the context's bus themselves (after their own access
  // checks); type-graphql still wants to be given the PubSub.
  return buildSchema({ resolvers, authChecker, validate: false, pubSub: bus }).then(refuseUnstorableArguments);
}

/**
 * Every field that takes arguments refuses text the database cannot store in any of them (NUL,
 * a lone surrogate: core/validate.ts) before its resolver runs, with BAD_USER_INPUT naming the
 * argument (or the input object's field). Done to the schema itself, so it holds wherever the
 * schema runs: Apollo over HTTP, graphql-ws on the WebSocket, the lanes' compiled plans. A
 * subscription checks once, when it starts.
 */
function refuseUnstorableArguments(schema: GraphQLSchema): GraphQLSchema {
  const checked =
    <T extends GraphQLFieldResolver<unknown, unknown>>(resolver: T): GraphQLFieldResolver<unknown, unknown> =>
    (source, args, context, info) => {
      const errors = unstorableFields(args);
      if (errors.length > 0) throw badInput(errors);
      return resolver(source, args, context, info);
    };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      if (field.subscribe) field.subscribe = checked(field.subscribe);
      else field.resolve = checked(field.resolve ?? defaultFieldResolver);
    }
  }
  return schema;
}
