import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { type User, UserType } from '../user/index.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => UserType, { description: 'Starts a session: sets the httpOnly session cookie' })
  async login(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() { services, cookies }: RequestContext,
  ): Promise<User> {
    const { user, session } = await services.auth.login({ email, password });
    cookies.set(session);
    return user;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends this session on the server and clears the cookie' })
  async logout(@Ctx() { services, viewer, cookies }: RequestContext): Promise<boolean> {
    await services.auth.logout(viewer);
    cookies.clear();
    return true;
  }

  @Mutation(() => String, { description: 'Mails a one-time reset code; answers alike for unknown emails' })
  sendPasswordResetCode(@Arg('email', () => String) email: string, @Ctx() { services }: RequestContext): Promise<string> {
    return services.passwordReset.sendCode({ email });
  }

  @Mutation(() => String, { description: 'Sets a new password with the mailed code; ends every session' })
  resetPassword(
    @Arg('email', () => String) email: string,
    @Arg('code', () => String) code: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() { services }: RequestContext,
  ): Promise<string> {
    return services.passwordReset.verifyCode({ email, verifyOtp: code, newPassword });
  }
}
