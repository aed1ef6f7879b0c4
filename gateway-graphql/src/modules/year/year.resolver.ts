import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { readWithRetry } from '../../core/database-errors.js';
import { Role, STAFF_ROLES } from '../../core/enums.js';
import type { RequestContext } from '../../core/request-context.js';
import type { PendingItemView } from './year.pending.js';
import type { AcademicYearView } from './year.service.js';
import { AcademicYearType, PendingItemType } from './year.type.js';

@Resolver()
export class YearResolver {
  @Authorized()
  @Query(() => AcademicYearType, { description: 'The open academic year' })
  currentAcademicYear(@Ctx() { services, viewer }: RequestContext): Promise<AcademicYearView> {
    return readWithRetry(() => services.years.current(viewer));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => [AcademicYearType], { description: 'Staff: every academic year, the open one first, then newest first' })
  academicYears(@Ctx() { services, viewer }: RequestContext): Promise<AcademicYearView[]> {
    return readWithRetry(() => services.years.list(viewer));
  }

  @Authorized(Role.ADMIN)
  @Query(() => [PendingItemType], { description: 'Admin: what keeps the open year from closing (requests, roommate invitations, outpasses, bed offers still waiting, selection processes not done), each with the id of what waits' })
  pendingBeforeClose(@Ctx() { services, viewer }: RequestContext): Promise<PendingItemView[]> {
    return readWithRetry(() => services.years.pending(viewer));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AcademicYearType, {
    description:
      'Admin: closes the open year (refused with YEAR_HAS_PENDING while anything waits) and opens nextName with selection closed; every bed is freed, each student keeps the year in their record, and so does the roster. Answers the new year, its openedBy saying what the closing did; audited',
  })
  closeAcademicYear(@Arg('nextName', () => String) nextName: string, @Ctx() { services, viewer }: RequestContext): Promise<AcademicYearView> {
    return services.years.close(viewer, { nextName });
  }
}
