import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { filter } from '@graphql-yoga/subscription';
import type { RequestContext } from '../../core/request-context.js';
import type { VisitChange } from '../../core/events.js';
import { readWithRetry } from '../../core/database-errors.js';
import { requireViewer } from '../../core/viewer.js';
import { FRONT_DESK_ROLES, Role, STAFF_ROLES } from '../../core/enums.js';
import { maySee } from './visitors.rules.js';
import { FrontDeskVisitFilter, RegisterVisitorInput, SignInVisitorInput, VisitorRulesInput, VisitorRulesType, VisitorSettingsType, VisitType, WalkInInput } from './visitors.type.js';
import type { VisitorRulesView, VisitorSettingsView, VisitView } from './visitors.views.js';

@Resolver(() => VisitType)
export class VisitorsResolver {
  @Authorized(Role.STUDENT)
  @Mutation(() => VisitType, { description: "Student: pre-registers a visitor at their hostel, within its visiting hours, today to 30 days ahead; the pass (signed QR and code) is theirs to forward. An overnight guest may wait for a warden's approval" })
  registerVisitor(@Arg('input', () => RegisterVisitorInput) input: RegisterVisitorInput, @Ctx() { services, viewer }: RequestContext): Promise<VisitView> {
    return services.visitors.register(viewer, { ...input, visitorGender: input.visitorGender ?? undefined, overnight: input.overnight ?? undefined });
  }

  @Authorized(Role.STUDENT)
  @Query(() => [VisitType], { description: 'Student: their own visits, newest first; an expected pre-registered one carries its pass' })
  myVisits(@Ctx() { services, viewer }: RequestContext): Promise<VisitView[]> {
    return readWithRetry(() => services.visitors.mine(viewer));
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => VisitType, { description: 'Student: cancels a visit still to come' })
  cancelVisit(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<VisitView> {
    return services.visitors.cancel(viewer, id);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => VisitType, { description: 'Student: answers the desk about a walk-in visitor within 10 minutes; accepted, the visitor is signed in' })
  answerWalkIn(@Arg('id', () => ID) id: string, @Arg('accept', () => Boolean) accept: boolean, @Ctx() { services, viewer }: RequestContext): Promise<VisitView> {
    return services.visitors.answer(viewer, id, accept);
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Query(() => [VisitType], { description: "Front desk: the visits of their hostels, a page at a time: a day's (today by default), or every day's when searching by name or phone or asking for a status" })
  frontDeskVisits(@Arg('filter', () => FrontDeskVisitFilter, { nullable: true }) filter: FrontDeskVisitFilter | null, @Ctx() { services, viewer }: RequestContext): Promise<VisitView[]> {
    return readWithRetry(() => services.visitorDesk.list(viewer, { ...filter }));
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Query(() => VisitType, { description: "Front desk: the visit a scanned or typed pass names, to check before signing the visitor in (codes naming no visit are rate-limited)" })
  visitorPass(@Arg('code', () => String) code: string, @Ctx() { services, viewer }: RequestContext): Promise<VisitView> {
    return services.visitorDesk.lookup(viewer, code);
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Mutation(() => VisitType, { description: "Front desk: signs a visitor in on their pass or from the day's list, with the ID shown; once, on its day, at its hostel, within visiting hours and the student's limit" })
  signInVisitor(@Arg('input', () => SignInVisitorInput) input: SignInVisitorInput, @Ctx() { services, viewer }: RequestContext): Promise<VisitView> {
    return services.visitorDesk.signIn(viewer, { ...input, visitId: input.visitId ?? undefined, code: input.code ?? undefined });
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Mutation(() => VisitType, { description: 'Front desk: signs a visitor out' })
  signOutVisitor(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<VisitView> {
    return services.visitorDesk.signOut(viewer, id);
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Mutation(() => VisitType, { description: 'Front desk: a visitor without a pass; the student is asked live and has 10 minutes to accept or decline' })
  registerWalkIn(@Arg('input', () => WalkInInput) input: WalkInInput, @Ctx() { services, viewer }: RequestContext): Promise<VisitView> {
    return services.visitorDesk.walkIn(viewer, { ...input, visitorGender: input.visitorGender ?? undefined });
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => VisitType, { description: "Office (a warden of the hostel, an admin): decides an overnight guest; the student hears of it" })
  decideVisit(
    @Arg('id', () => ID) id: string,
    @Arg('approve', () => Boolean) approve: boolean,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<VisitView> {
    return services.visitorOffice.decide(viewer, id, { approve, note: note ?? undefined });
  }

  @Authorized(Role.STUDENT, ...FRONT_DESK_ROLES)
  @Query(() => VisitorRulesType, { nullable: true, description: "A hostel's visiting rules: the desk and office name the hostel; a student reads their own hostel's (null without a bed)" })
  visitorRules(@Arg('hostelId', () => ID, { nullable: true }) hostelId: string | null, @Ctx() { services, viewer }: RequestContext): Promise<VisitorRulesView | null> {
    return readWithRetry(() => services.visitorOffice.rules(viewer, hostelId));
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => VisitorRulesType, { description: "Office (admins, wardens of the hostel): sets a hostel's visiting rules" })
  setVisitorRules(@Arg('input', () => VisitorRulesInput) input: VisitorRulesInput, @Ctx() { services, viewer }: RequestContext): Promise<VisitorRulesView> {
    return services.visitorOffice.setRules(viewer, { ...input });
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Query(() => VisitorSettingsType, { description: "The office's visitor settings. The visitor log as CSV: GET /api/office/visitors.csv?hostelId=&from=&to= (office only)" })
  visitorSettings(@Ctx() { services, viewer }: RequestContext): Promise<VisitorSettingsView> {
    return readWithRetry(() => services.visitorOffice.settings(viewer));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => VisitorSettingsType, { description: "Admin: days a visit's record is kept after the visit (7 to 365), then erased" })
  setVisitorRetentionDays(@Arg('days', () => Int) days: number, @Ctx() { services, viewer }: RequestContext): Promise<VisitorSettingsView> {
    return services.visitorOffice.setRetentionDays(viewer, days);
  }

  @Subscription(() => ID, {
    description: 'The id of a visit that changed, for its host and the desk of its hostel: re-query myVisits or frontDeskVisits. Reconnecting clients re-query.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      const viewer = requireViewer(context.viewer);
      return filter((c: VisitChange) => maySee(viewer, c))(context.bus.subscribe('VISITS'));
    },
  })
  visitChanged(@Root() change: VisitChange): string {
    return change.visitId;
  }
}
