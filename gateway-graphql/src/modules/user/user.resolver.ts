import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { type User } from './user.entity.js';
import { MySettingsInput, SignupInput } from './user.input.js';
import { UserType } from './user.type.js';
import { STAFF_ROLES } from '../../core/enums.js';
import { readWithRetry } from '../../core/database-errors.js';

@Resolver(() => UserType)
export class UserResolver {
  @Query(() => UserType, { nullable: true, description: 'The logged-in user, or null' })
  me(@Ctx() { services, viewer }: RequestContext): Promise<User | null> {
    return readWithRetry(() => services.users.me(viewer));
  }

  @Authorized()
  @Query(() => UserType, { description: 'A profile: your own; anyone\'s for an admin; a student of their hostels for a warden' })
  user(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<User> {
    return readWithRetry(() => services.users.profile(viewer, id));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => Int, { description: 'Staff: how many students are enrolled (a warden: holding a bed in their hostels)' })
  studentCount(@Ctx() { services, viewer }: RequestContext): Promise<number> {
    return readWithRetry(() => services.users.countStudents(viewer));
  }

  @Authorized()
  @Mutation(() => UserType, { description: "Saves the caller's own settings: their guardian (students) and email notifications" })
  updateMySettings(@Arg('input', () => MySettingsInput) input: MySettingsInput, @Ctx() { services, viewer }: RequestContext): Promise<User> {
    return services.users.updateSettings(viewer, { ...input });
  }

  @Mutation(() => UserType, {
    description: "Creates a student account and starts its session, as login does (sets the httpOnly session cookie); in roster-only mode only for a student on the hostel office's roster",
  })
  async signup(
    @Arg('input', () => SignupInput) input: SignupInput,
    @Arg('invite', () => String, { nullable: true, description: "An invitation token from the hostel office's mail (rosterInvitation pre-fills the form from it)" }) invite: string | null,
    @Ctx() { services, cookies }: RequestContext,
  ): Promise<User> {
    const user = await services.users.signup({ ...input, invite });
    cookies.set(await services.sessions.issue(user));
    return user;
  }
}
