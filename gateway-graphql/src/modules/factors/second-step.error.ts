import { AppError } from '../../core/errors.js';
import type { SecondStepView } from './factors.views.js';

/**
 * The password was right and the account holds a second factor: no session yet, but the
 * challenge of the second step, in the error's `secondFactor` field (as OAuth's `mfa_required`
 * carries its token). The adapters that cannot ask for a factor refuse instead.
 */
export class SecondFactorRequired extends AppError {
  constructor(readonly step: SecondStepView) {
    super('SECOND_FACTOR_REQUIRED', 'Confirm it is you with your passkey or a code.');
  }

  override get extensions(): Record<string, unknown> {
    return { ...super.extensions, secondFactor: this.step };
  }
}

/** What the spec's REST login answers a staff account with a second factor: it cannot ask for one. */
export const useTheWebApp = () =>
  new AppError('UNAUTHENTICATED', 'This staff account signs in with a second factor (a passkey or a code), which this client cannot ask for. Please sign in through the DormSpace web app.');
