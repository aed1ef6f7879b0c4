import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { SignInOptionsType, type SignInOptionsView } from './sso.type.js';

@Resolver()
export class SsoResolver {
  @Query(() => SignInOptionsType, { description: 'How people may sign in here (the login page asks before anyone is signed in)' })
  signInOptions(@Ctx() { services }: RequestContext): Promise<SignInOptionsView> {
    return services.sso.options();
  }
}
