import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../core/enums.js';
import type { RequestContext } from '../../core/request-context.js';
import { FactorEnrolmentType, SignInSecurityType, TotpSetupType } from './factors.type.js';
import type { EnrolmentView, FactorsView, TotpSetupView } from './factors.views.js';

/** A staff member's own second factors; an admin's reset of someone else's. */
@Resolver()
export class FactorResolver {
  @Authorized()
  @Query(() => SignInSecurityType, { description: "The caller's second factors (staff)" })
  mySignInSecurity(@Ctx() { services, viewer }: RequestContext): Promise<FactorsView> {
    return services.factors.overview(viewer);
  }

  @Authorized()
  @Mutation(() => String, { description: 'WebAuthn registration options (JSON) for a new passkey; the challenge lives five minutes' })
  startPasskeyEnrolment(@Ctx() { services, viewer }: RequestContext): Promise<string> {
    return services.factors.startPasskey(viewer);
  }

  @Authorized()
  @Mutation(() => FactorEnrolmentType, { description: "Keeps the new passkey (the browser's registration response, JSON)" })
  finishPasskeyEnrolment(
    @Arg('response', () => String) response: string,
    @Arg('name', () => String, { nullable: true }) name: string | undefined,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<EnrolmentView> {
    return services.factors.finishPasskey(viewer, { response, name: name ?? undefined });
  }

  @Authorized()
  @Mutation(() => TotpSetupType, { description: 'A new authenticator app secret, confirmed by its first code' })
  startTotpEnrolment(@Ctx() { services, viewer }: RequestContext): Promise<TotpSetupView> {
    return services.factors.startTotp(viewer);
  }

  @Authorized()
  @Mutation(() => FactorEnrolmentType, { description: 'Confirms the authenticator app with the code it shows' })
  finishTotpEnrolment(
    @Arg('code', () => String) code: string,
    @Arg('name', () => String, { nullable: true }) name: string | undefined,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<EnrolmentView> {
    return services.factors.finishTotp(viewer, { code, name: name ?? undefined });
  }

  @Authorized()
  @Mutation(() => [String], { description: 'Ten new recovery codes, shown once; the old ones stop working' })
  regenerateRecoveryCodes(@Ctx() { services, viewer }: RequestContext): Promise<string[]> {
    return services.factors.regenerateRecoveryCodes(viewer);
  }

  @Authorized()
  @Mutation(() => SignInSecurityType, { description: 'Removes one of your factors (one stays where it is required)' })
  removeSecondFactor(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<FactorsView> {
    return services.factors.remove(viewer, { id });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, { description: "Clears a staff member's factors and recovery codes (audited, mailed to them)" })
  resetSecondFactors(@Arg('userId', () => ID) userId: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.factors.reset(viewer, { userId });
  }
}
