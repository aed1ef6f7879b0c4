import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { readWithRetry } from '../../core/database-errors.js';
import { Role, STAFF_ROLES } from '../../core/enums.js';
import type { StaffView, StudentPage, StudentRecordView, StudentYearView } from './staff.views.js';
import { type User, UserType } from '../user/index.js';
import { AccountStateType, InviteStaffInput, StaffType, StudentPageType, StudentRecordType, StudentYearType, UpdateStaffInput } from './staff.type.js';

@Resolver()
export class StaffResolver {
  @Authorized(Role.ADMIN)
  @Query(() => [StaffType], { description: 'Admin: every staff member (admins, wardens, guards, maintenance), with their hostels, trade and status' })
  staff(@Ctx() { services, viewer }: RequestContext): Promise<StaffView[]> {
    return readWithRetry(() => services.staff.list(viewer));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => StaffType, { description: 'Admin: invites a warden, guard, admin or maintenance person (with their trade) by email; they set their password through a one-time link (3 days)' })
  inviteStaff(@Arg('input', () => InviteStaffInput) input: InviteStaffInput, @Ctx() { services, viewer }: RequestContext): Promise<StaffView> {
    return services.staff.invite(viewer, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => StaffType, { description: 'Admin: mails a fresh invitation link to someone who has not set a password; the old link stops working' })
  resendStaffInvite(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<StaffView> {
    return services.staff.resendInvite(viewer, id);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => StaffType, { description: "Admin: sets a staff member's role and a warden's hostels; their open sessions follow at once" })
  updateStaff(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateStaffInput) input: UpdateStaffInput, @Ctx() { services, viewer }: RequestContext): Promise<StaffView> {
    return services.staff.update(viewer, id, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AccountStateType, { description: 'Admin: disables an account (its sessions end at once) or enables it again' })
  setAccountDisabled(@Arg('id', () => ID) id: string, @Arg('disabled', () => Boolean) disabled: boolean, @Ctx() { services, viewer }: RequestContext): Promise<{ id: string; disabled: boolean }> {
    return services.staff.setDisabled(viewer, id, disabled);
  }

  @Mutation(() => UserType, { description: 'Sets the first password from an invitation link (once) and logs in' })
  async acceptStaffInvite(@Arg('token', () => String) token: string, @Arg('password', () => String) password: string, @Ctx() { services, cookies }: RequestContext): Promise<User> {
    const user = await services.staff.acceptInvite({ token, password });
    cookies.set(await services.sessions.issue(user));
    return user;
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => StudentPageType, { description: 'Staff: students by name, enrollment ID, email or room (a warden: of their hostels)' })
  students(
    @Arg('search', () => String) search: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize: number,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<StudentPage> {
    return readWithRetry(() => services.students.search(viewer, { search, page, pageSize }));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => StudentRecordType, { description: "Staff: one student's record (a warden: a student of their hostels, and what belongs to them)" })
  studentRecord(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<StudentRecordView> {
    return readWithRetry(() => services.students.record(viewer, id));
  }

  @Authorized(Role.STUDENT)
  @Query(() => [StudentYearType], { description: 'Student: their own closed academic years (where they lived, requests, outpasses, waitlist places), newest first' })
  myPastYears(@Ctx() { services, viewer }: RequestContext): Promise<StudentYearView[]> {
    return readWithRetry(() => services.students.myPastYears(viewer));
  }
}
