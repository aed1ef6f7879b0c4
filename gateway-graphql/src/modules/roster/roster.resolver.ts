import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { readWithRetry } from '../../core/database-errors.js';
import { Role } from '../../core/enums.js';
import type { RequestContext } from '../../core/request-context.js';
import type { CampusSettingsView } from './campus-settings.service.js';
import type { RosterInvitationView } from './roster-invite.service.js';
import type { RosterCarryView } from './roster-carry.service.js';
import { RosterCarryType } from './roster-carry.type.js';
import type { RosterEntryView, RosterPageView } from './roster.service.js';
import { CampusSettingsType, RosterEntryType, RosterInvitationType, RosterPageType, RosterStudentInput } from './roster.type.js';
import { SignupMode } from './signup-mode.js';

@Resolver()
export class RosterResolver {
  @Query(() => CampusSettingsType, { description: 'How students join this campus (the signup page reads it)' })
  campusSettings(@Ctx() { services }: RequestContext): Promise<CampusSettingsView> {
    return readWithRetry(() => services.roster.settings());
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CampusSettingsType, { description: 'Admin: open signup, or signup for rostered students only (audited)' })
  setSignupMode(@Arg('mode', () => SignupMode) mode: SignupMode, @Ctx() { services, viewer }: RequestContext): Promise<CampusSettingsView> {
    return services.roster.setSignupMode(viewer, { mode });
  }

  @Authorized(Role.ADMIN)
  @Query(() => RosterPageType, { description: "Admin: one academic year's roster (by name; null, the open year's) by enrollment ID, searched by enrollment ID, name or email" })
  roster(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('academicYear', () => String, { nullable: true }) academicYear: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<RosterPageView> {
    return readWithRetry(() => services.roster.list(viewer, { search, offset, limit, academicYear }));
  }

  @Authorized(Role.ADMIN)
  @Query(() => RosterCarryType, { description: "Admin: what carrying the roster of the year that closed last into the open year would do, writing nothing (students in lastYearOfStudy or past it are left out; 4 when not given)" })
  rosterCarryPreview(@Arg('lastYearOfStudy', () => Int, { nullable: true }) lastYearOfStudy: number | null, @Ctx() { services, viewer }: RequestContext): Promise<RosterCarryView> {
    return readWithRetry(() => services.roster.carryPreview(viewer, { lastYearOfStudy }));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => RosterCarryType, {
    description:
      "Admin: carries the roster of the year that closed last into the open year in one transaction, each student a year of study on, leaving out those in lastYearOfStudy (4 when not given) or past it and those on the open year's roster already; audited; a second run carries nobody",
  })
  carryRosterForward(@Arg('lastYearOfStudy', () => Int, { nullable: true }) lastYearOfStudy: number | null, @Ctx() { services, viewer }: RequestContext): Promise<RosterCarryView> {
    return services.roster.carry(viewer, { lastYearOfStudy });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => RosterEntryType, { description: 'Admin: adds a student to the roster, or brings theirs up to date (by enrollment ID); audited' })
  addRosterStudent(@Arg('input', () => RosterStudentInput) input: RosterStudentInput, @Ctx() { services, viewer }: RequestContext): Promise<RosterEntryView> {
    return services.roster.add(viewer, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Int, { description: 'Admin: mails each rostered student without an account a one-time link to sign up (3 days); null: every one not invited yet. Answers how many were sent' })
  inviteRosterStudents(@Arg('enrollmentIds', () => [String], { nullable: true }) enrollmentIds: string[] | null, @Ctx() { services, viewer }: RequestContext): Promise<number> {
    return services.roster.invite(viewer, { enrollmentIds });
  }

  @Query(() => RosterInvitationType, { nullable: true, description: 'What an invitation link pre-fills on the signup form; null when it is unknown, used or expired' })
  rosterInvitation(@Arg('token', () => String) token: string, @Ctx() { services }: RequestContext): Promise<RosterInvitationView | null> {
    return readWithRetry(() => services.roster.invitation(token));
  }
}
