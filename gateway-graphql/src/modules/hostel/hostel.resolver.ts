import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../core/enums.js';
import type { RequestContext } from '../../context.js';
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
}
