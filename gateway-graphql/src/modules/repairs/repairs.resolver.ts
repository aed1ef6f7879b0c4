import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { filter } from '@graphql-yoga/subscription';
import type { RequestContext } from '../../core/request-context.js';
import type { RepairChange } from '../../core/events.js';
import { readWithRetry } from '../../core/database-errors.js';
import { inScope, requireViewer } from '../../core/viewer.js';
import { RepairPriority, Role, STAFF_ROLES, Trade } from '../../core/enums.js';
import { MaintenancePersonType, RepairJobFilter, RepairJobType, RepairPriorityTimeType, RepairStatsType, ReportRepairInput } from './repairs.type.js';
import type { MaintenancePersonView, RepairPriorityTimeView } from './repairs.people.js';
import type { RepairStatsView } from './repairs.stats.js';
import type { RepairJobView } from './repairs.views.js';

@Resolver(() => RepairJobType)
export class RepairsResolver {
  @Authorized(Role.STUDENT)
  @Mutation(() => RepairJobType, { description: 'Student: reports a problem without photos (with photos: POST /api/repairs, multipart)' })
  reportRepair(@Arg('input', () => ReportRepairInput) input: ReportRepairInput, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return services.repairs.report(viewer, { ...input });
  }

  @Authorized(Role.STUDENT, Role.MAINTENANCE)
  @Query(() => [RepairJobType], { description: "A student's own reports, or a maintenance person's assigned jobs, newest first" })
  myRepairJobs(@Ctx() { services, viewer }: RequestContext): Promise<RepairJobView[]> {
    return readWithRetry(() => services.repairs.mine(viewer));
  }

  @Authorized()
  @Query(() => RepairJobType, { description: 'One job with its photos and thread, for its student, its hostel staff, an admin or its assignee' })
  repairJob(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return readWithRetry(() => services.repairs.one(viewer, id));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => [RepairJobType], { description: 'Staff: the jobs of their hostels (default: open), by due time (none last), then oldest; a page at a time' })
  repairJobs(@Arg('filter', () => RepairJobFilter, { nullable: true }) filter: RepairJobFilter | null, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView[]> {
    return readWithRetry(() => services.repairsOffice.list(viewer, { ...filter }));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => RepairStatsType, { description: "Staff: the dashboard's repair figures for their hostels: open jobs by hostel and category, and of the jobs reported in the last `days` (default 90), the median time to fix and the share fixed in time. CSV of every job: GET /api/office/repairs.csv" })
  repairStats(@Arg('days', () => Int, { nullable: true }) days: number | null, @Ctx() { services, viewer }: RequestContext): Promise<RepairStatsView> {
    return readWithRetry(() => services.repairStats.counts(viewer, days));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => [MaintenancePersonType], { description: 'Staff: the maintenance people who can be assigned (of one trade, if given), fewest open jobs first' })
  maintenanceStaff(@Arg('trade', () => Trade, { nullable: true }) trade: Trade | null, @Ctx() { services, viewer }: RequestContext): Promise<MaintenancePersonView[]> {
    return readWithRetry(() => services.repairPeople.maintenance(viewer, trade));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => [RepairPriorityTimeType], { description: "Staff: the office's time to fix each priority, most urgent first" })
  repairPriorityTimes(@Ctx() { services, viewer }: RequestContext): Promise<RepairPriorityTimeView[]> {
    return readWithRetry(() => services.repairPeople.times(viewer));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => [RepairPriorityTimeType], { description: "Admin: sets one priority's time to fix, in hours (jobs prioritised from now on; set due times stay)" })
  setRepairPriorityTime(@Arg('priority', () => RepairPriority) priority: RepairPriority, @Arg('hours', () => Int) hours: number, @Ctx() { services, viewer }: RequestContext): Promise<RepairPriorityTimeView[]> {
    return services.repairPeople.setTime(viewer, priority, hours);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => RepairJobType, { description: 'Student: cancels their report before it is assigned' })
  cancelRepair(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return services.repairs.cancel(viewer, id);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => RepairJobType, { description: 'Student: confirms the fix; the job closes' })
  confirmRepair(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return services.repairs.confirm(viewer, id);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => RepairJobType, { description: 'Student: reopens a fixed or closed job within 7 days of its fix' })
  reopenRepair(@Arg('id', () => ID) id: string, @Arg('note', () => String, { nullable: true }) note: string | null, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return services.repairs.reopen(viewer, id, note);
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => RepairJobType, { description: "Staff: sets the priority; the due time follows from the office's time to fix it" })
  prioritiseRepair(@Arg('id', () => ID) id: string, @Arg('priority', () => RepairPriority) priority: RepairPriority, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return services.repairsOffice.triage(viewer, id, priority);
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => RepairJobType, { description: 'Staff: assigns the job to a maintenance person of the right trade' })
  assignRepair(@Arg('id', () => ID) id: string, @Arg('assigneeId', () => ID) assigneeId: string, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return services.repairsOffice.assign(viewer, id, assigneeId);
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => RepairJobType, { description: 'Staff: merges a duplicate (same place and category) into an open job' })
  mergeRepair(@Arg('id', () => ID) id: string, @Arg('intoId', () => ID) intoId: string, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return services.repairsOffice.merge(viewer, id, intoId);
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => RepairJobType, { description: "Staff: takes the job's room out of service with the job as its reason (its occupants stay; its free beds close), or back into service" })
  setRepairRoomService(@Arg('id', () => ID) id: string, @Arg('inService', () => Boolean) inService: boolean, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return services.repairsOffice.roomService(viewer, id, inService);
  }

  @Authorized(Role.STUDENT, Role.MAINTENANCE, ...STAFF_ROLES)
  @Mutation(() => RepairJobType, { description: 'Adds to the thread; internal notes (staff and maintenance only) are never shown to the student' })
  commentOnRepair(
    @Arg('id', () => ID) id: string,
    @Arg('body', () => String) body: string,
    @Arg('internal', () => Boolean, { nullable: true }) internal: boolean | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<RepairJobView> {
    return services.repairsOffice.comment(viewer, id, body, internal);
  }

  @Authorized(Role.MAINTENANCE)
  @Mutation(() => RepairJobType, { description: 'Maintenance: work on an assigned job has begun' })
  startRepair(@Arg('id', () => ID) id: string, @Arg('note', () => String, { nullable: true }) note: string | null, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return services.repairWork.start(viewer, id, note);
  }

  @Authorized(Role.MAINTENANCE)
  @Mutation(() => RepairJobType, { description: 'Maintenance: marks an assigned job fixed, with a note (with a photo: POST /api/repairs/:id/fixed, multipart)' })
  fixRepair(@Arg('id', () => ID) id: string, @Arg('note', () => String) note: string, @Ctx() { services, viewer }: RequestContext): Promise<RepairJobView> {
    return services.repairWork.fix(viewer, id, note);
  }

  @Subscription(() => ID, {
    description: 'The id of a repair job that changed, for those who may see it: re-query repairJob. Reconnecting clients re-query.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      const viewer = requireViewer(context.viewer);
      const sees = (c: RepairChange) => c.userIds.includes(viewer.userId) || ((viewer.role === Role.ADMIN || viewer.role === Role.WARDEN) && inScope(viewer, c.hostelId));
      return filter(sees)(context.bus.subscribe('REPAIRS'));
    },
  })
  repairChanged(@Root() change: RepairChange): string {
    return change.jobId;
  }
}
