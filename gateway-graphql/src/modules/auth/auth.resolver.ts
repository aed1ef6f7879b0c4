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
    const { user, session } = await services.auth.login({ email, password }, { gate: services.secondStep, canAsk: true });
    cookies.set(session);
    return user;
  }

  @Mutation(() => UserType, { description: "A staff sign-in's second step: a passkey's answer (JSON) or a code passes the challenge login gave (SECOND_FACTOR_REQUIRED); sets the session cookie" })
  async completeSignIn(
    @Arg('challenge', () => String) challenge: string,
    @Arg('passkey', () => String, { nullable: true }) passkey: string | undefined,
    @Arg('code', () => String, { nullable: true }) code: string | undefined,
    @Ctx() { services, cookies }: RequestContext,
  ): Promise<User> {
    const { user, session } = await services.auth.completeSignIn({ challenge, passkey: passkey ?? undefined, code: code ?? undefined }, services.secondStep);
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
