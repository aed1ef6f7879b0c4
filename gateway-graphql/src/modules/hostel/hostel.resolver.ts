import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { EarlyExitRule, Role } from '../../core/enums.js';
import type { RequestContext } from '../../core/request-context.js';
import type { HostelView } from '../../core/views.js';
import { HostelType } from './hostel.type.js';
import { readWithRetry } from '../../core/database-errors.js';

@Resolver(() => HostelType)
export class HostelResolver {
  @Authorized()
  @Query(() => [HostelType], { description: "The hostels of the student's gender; all of them for an admin" })
  hostels(@Ctx() { services, viewer }: RequestContext): Promise<HostelView[]> {
    return readWithRetry(() => services.hostels.list(viewer));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => HostelType, { description: "Admin: whether a new outpass from this hostel first asks the student's guardian (by a one-time link)" })
  setGuardianConsentRequired(@Arg('hostelId', () => ID) hostelId: string, @Arg('required', () => Boolean) required: boolean, @Ctx() { services, viewer }: RequestContext): Promise<HostelView> {
    return services.hostels.setGuardianConsent(viewer, hostelId, required);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => HostelType, { description: 'Admin: what the gate does with a student of this hostel going out well before their declared out time (WARN: let through, the guard is warned; REFUSE: not before then)' })
  setEarlyExitRule(@Arg('hostelId', () => ID) hostelId: string, @Arg('rule', () => EarlyExitRule) rule: EarlyExitRule, @Ctx() { services, viewer }: RequestContext): Promise<HostelView> {
    return services.hostels.setEarlyExit(viewer, hostelId, rule);
  }
}
