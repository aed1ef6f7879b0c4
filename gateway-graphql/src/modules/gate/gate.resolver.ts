import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { GateDirection, GATE_ROLES, Role } from '../../core/enums.js';
import type { GatePassView } from './gate.views.js';
import type { GateScanView } from '../outpass/index.js';
import { GatePassType, GateScanType } from './gate.type.js';

@Resolver()
export class GateResolver {
  @Authorized(Role.STUDENT)
  @Query(() => GatePassType, { description: "Student: the gate pass of their own approved outpass (or one they are out on)" })
  gatePass(@Arg('outpassId', () => ID) outpassId: string, @Ctx() { services, viewer }: RequestContext): Promise<GatePassView> {
    return services.gate.pass(viewer, outpassId);
  }

  @Authorized(...GATE_ROLES)
  @Mutation(() => GateScanType, { description: 'Guard (or staff): records a student going out or coming back on a gate pass, scanned or typed; refused with the reason' })
  scanGatePass(
    @Arg('code', () => String, { description: 'The QR code\'s text (the token) or the typed code' }) code: string,
    @Arg('direction', () => GateDirection) direction: GateDirection,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<GateScanView> {
    return services.gate.scan(viewer, code, direction);
  }
}
