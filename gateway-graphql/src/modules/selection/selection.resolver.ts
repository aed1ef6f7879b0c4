import { filter } from '@graphql-yoga/subscription';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { readWithRetry } from '../../core/database-errors.js';
import { Role, STAFF_ROLES } from '../../core/enums.js';
import type { SelectionWindowStateView, SelectionWindowView } from './selection.views.js';
import { SelectionWindowInput, SelectionWindowStateType, SelectionWindowType } from './selection.type.js';

interface HostelArgs {
  hostel: string;
}

@Resolver()
export class SelectionResolver {
  @Authorized(...STAFF_ROLES)
  @Query(() => [SelectionWindowType], { description: 'Staff: the window for all hostels and each hostel\'s own' })
  selectionWindows(@Ctx() { services, viewer }: RequestContext): Promise<SelectionWindowView[]> {
    return readWithRetry(() => services.selection.list(viewer));
  }

  @Authorized()
  @Query(() => SelectionWindowStateType, { description: 'Whether the caller may book or request in this hostel now, and when that changes' })
  selectionWindow(@Arg('hostel', () => String) hostel: string, @Ctx() { services, viewer }: RequestContext): Promise<SelectionWindowStateView> {
    return readWithRetry(() => services.selection.stateFor(viewer, hostel));
  }

  @Authorized()
  @Query(() => [SelectionWindowStateType], { description: "The caller's state in the window of each hostel they see (a student: their gender's), by hostel name" })
  mySelectionWindows(@Ctx() { services, viewer }: RequestContext): Promise<SelectionWindowStateView[]> {
    return readWithRetry(async () => services.selection.statesFor(viewer, await services.hostels.list(viewer)));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SelectionWindowType, { description: 'Admin: sets when booking and room requests open and close, and for whom; audited' })
  setSelectionWindow(@Arg('input', () => SelectionWindowInput) input: SelectionWindowInput, @Ctx() { services, viewer }: RequestContext): Promise<SelectionWindowView> {
    return services.selection.set(viewer, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, { description: "Admin: a hostel goes back to the window for all hostels; false if it had none of its own" })
  clearSelectionWindow(@Arg('hostelId', () => ID) hostelId: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.selection.clear(viewer, hostelId);
  }

  @Subscription(() => SelectionWindowStateType, {
    description: "The caller's state in this hostel's window, each time an admin changes it. Reconnecting clients re-query selectionWindow.",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, HostelArgs, RequestContext>) => {
      const hostel = await context.services.hostels.byName(context.viewer, args.hostel);
      return filter((event: { hostelId: string | null }) => event.hostelId === null || event.hostelId === hostel.id)(context.bus.subscribe('SELECTION_WINDOW'));
    },
  })
  selectionWindowChanged(@Arg('hostel', () => String) hostel: string, @Ctx() { services, viewer }: RequestContext): Promise<SelectionWindowStateView> {
    return services.selection.stateFor(viewer, hostel);
  }
}
