import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { readWithRetry } from '../../core/database-errors.js';
import { Role } from '../../core/enums.js';
import type { RequestContext } from '../../core/request-context.js';
import type { SelectionDayView, SelectionEntrantsView } from './selection-day.service.js';
import { SelectionDayType, SelectionEntrantsFilter, SelectionEntrantsType } from './selection-day.type.js';

/** The office's entrants list and live selection day (issue 51). */
@Resolver()
export class SelectionDayResolver {
  @Authorized(Role.ADMIN)
  @Query(() => SelectionEntrantsType, { description: 'Admin: the entrants of a process with what happened to each, filtered, in lottery order' })
  selectionEntrants(
    @Arg('processId', () => ID) processId: string,
    @Arg('filter', () => SelectionEntrantsFilter, { nullable: true }) filter: SelectionEntrantsFilter | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<SelectionEntrantsView> {
    return readWithRetry(() => services.selectionDay.entrants(viewer, processId, { ...filter }));
  }

  @Authorized(Role.ADMIN)
  @Query(() => SelectionDayType, { nullable: true, description: "Admin: a process's day: slots choosing, each slot's progress by hostel, beds left, the current slot's students" })
  selectionDay(@Arg('processId', () => ID) processId: string, @Ctx() { services, viewer }: RequestContext): Promise<SelectionDayView | null> {
    return readWithRetry(() => services.selectionDay.day(viewer, processId));
  }
}
