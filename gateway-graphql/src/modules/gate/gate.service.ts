import QRCode from 'qrcode';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { GATE_ROLES, type GateDirection } from '../../core/enums.js';
import { normaliseGateCode, type GatePassSigner } from '../../core/gate-pass.js';
import type { Throttle } from '../../core/limits.js';
import { sha256Hex } from '../../core/secrets.js';
import { parseInput } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import type { GatePassView } from './gate.views.js';
import type { GateScanView } from '../outpass/index.js';
import { gateScanInput, type OutpassGate } from '../outpass/index.js';
import { judgeExit } from './early-exit.js';

/** How long after the return time a pass still works (a late return is still scanned back in). */
const GRACE_MS = 12 * 60 * 60 * 1000;
/** A pass opened long after its return time (an overdue student) works for this long, to come back. */
const LATE_PASS_MS = 60 * 60 * 1000;

/** What a scanned code or token came to: the outpass it names, or the refusal (`guess`: it names no pass). */
type Resolved = { outpassId: string } | { refusal: AppError; guess: boolean };

/**
 * Gate passes: the student's signed QR code and typed code, and the guard's scan. The token
 * names the outpass and nothing personal; the state (approved, out, cancelled…) is always read
 * from the database at the scan, so a cancelled outpass's pass stops working at once.
 */
export class GateService {
  constructor(
    private readonly outpasses: OutpassGate,
    private readonly signer: GatePassSigner,
    private readonly clock: Clock,
    private readonly throttle: Throttle,
  ) {}

  async pass(viewer: Viewer | null, outpassId: string): Promise<GatePassView> {
    const passable = await this.outpasses.passable(viewer, outpassId);
    const now = this.clock();
    const expiresAt = new Date(Math.max(passable.expectedReturnAt.getTime() + GRACE_MS, now.getTime() + LATE_PASS_MS));
    const token = await this.signer.sign(passable.outpassId, expiresAt, now);
    const code = passable.gateCodeKid ? this.signer.codeFor(passable.outpassId, passable.gateCodeKid) : null;
    return {
      outpassId: passable.outpassId,
      token,
      // A code under a key since retired from the ring cannot be shown: the QR code still works.
      code: code ?? '',
      qrSvg: await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * The guard's scan: the token from the QR code, or the code typed; refused with the reason. A
   * code or token that names no pass counts against the scanning account (ASVS 2.4.1): its budget
   * is spent before the look-up, so guesses fired at once meet the limit too, and given back when
   * the code turns out to name a pass, so right scans never count.
   */
  async scan(viewer: Viewer | null, code: unknown, direction: unknown): Promise<GateScanView> {
    const scanner = requireRole(viewer, ...GATE_ROLES);
    const input = parseInput(gateScanInput, { code, direction });
    await this.throttle.take('gateScanFailuresPerGuard', scanner.userId);
    let resolved: Resolved;
    try {
      resolved = input.code.includes('.') ? await this.fromToken(input.code) : await this.fromCode(input.code);
    } catch (fault) {
      await this.throttle.refund('gateScanFailuresPerGuard', scanner.userId); // the database's fault, not the guard's
      throw fault;
    }
    if ('refusal' in resolved) {
      if (!resolved.guess) await this.throttle.refund('gateScanFailuresPerGuard', scanner.userId);
      throw resolved.refusal;
    }
    await this.throttle.refund('gateScanFailuresPerGuard', scanner.userId);
    return this.outpasses.scan(viewer, resolved.outpassId, input.direction as GateDirection, judgeExit);
  }

  private async fromToken(token: string): Promise<Resolved> {
    const check = await this.signer.verify(token, this.clock());
    if (check.ok) return { outpassId: check.id };
    // An expired pass is genuine (signed by us): the student's old screen, not a guess.
    if (check.reason === 'expired') return { refusal: new AppError('BAD_USER_INPUT', 'This pass has expired. Ask the student to open it again on their phone while online.'), guess: false };
    return { refusal: new AppError('BAD_USER_INPUT', 'This pass is not genuine: its signature does not match. Do not let the student through on it.'), guess: true };
  }

  private async fromCode(typed: string): Promise<Resolved> {
    const code = normaliseGateCode(typed);
    const id = code ? await this.outpasses.idForCode(sha256Hex(code)) : null;
    if (!id) return { refusal: new AppError('BAD_USER_INPUT', 'No gate pass has this code. Check it with the student and type it again.'), guess: true };
    return { outpassId: id };
  }
}
