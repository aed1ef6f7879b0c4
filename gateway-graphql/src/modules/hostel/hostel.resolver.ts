import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { EarlyExitRule, Role } from '../../core/enums.js';
import type { RequestContext } from '../../core/request-context.js';
import type { HostelView } from '../../core/views.js';
import { HostelType } from './hostel.type.js';
import { HostelChangesInput, NewHostelInput } from './hostel.input.js';
import { readWithRetry } from '../../core/database-errors.js';

@Resolver(() => HostelType)
export class HostelResolver {
  @Authorized()
  @Query(() => [HostelType], { description: "The hostels of the student's gender; a warden's own; all of them for an admin. Retired hostels only for an admin asking includeRetired" })
  hostels(
    @Arg('includeRetired', () => Boolean, { nullable: true, defaultValue: false, description: 'Admins: retired hostels too (ignored for everyone else)' }) includeRetired: boolean | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<HostelView[]> {
    return readWithRetry(() => services.hostels.list(viewer, { includeRetired }));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => HostelType, { description: 'Admin: a new hostel, with no rooms yet (addRoom, or the rooms CSV import). Audited' })
  createHostel(@Arg('input', () => NewHostelInput) input: NewHostelInput, @Ctx() { services, viewer }: RequestContext): Promise<HostelView> {
    return services.hostels.create(viewer, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => HostelType, {
    description: 'Admin: a hostel\'s title, gender, booking mode, floors or amenities. Its gender is refused while anyone lives there, holds a bed, asks for a room or waits in its line (HOSTEL_OCCUPIED); its floors must keep every room. Audited; every gateway forgets its rooms\' facts',
  })
  updateHostel(@Arg('hostelId', () => ID) hostelId: string, @Arg('changes', () => HostelChangesInput) changes: HostelChangesInput, @Ctx() { services, viewer }: RequestContext): Promise<HostelView> {
    return services.hostels.update(viewer, hostelId, { ...changes });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => HostelType, { description: 'Admin: retires a hostel and its rooms; refused while anyone lives there or anything is pending, who are listed (HOSTEL_OCCUPIED). Audited' })
  retireHostel(@Arg('hostelId', () => ID) hostelId: string, @Ctx() { services, viewer }: RequestContext): Promise<HostelView> {
    return services.hostels.retire(viewer, hostelId);
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
