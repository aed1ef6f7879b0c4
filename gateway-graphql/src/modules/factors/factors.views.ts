import type { FactorKind } from './staff-factor.entity.js';

/** One second factor, as its owner sees it: never its key or secret. */
export interface FactorView {
  id: string;
  kind: FactorKind;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** A staff member's sign-in security: their factors, how many recovery codes are left, whether a factor is required. */
export interface FactorsView {
  factors: FactorView[];
  recoveryCodesLeft: number;
  required: boolean;
}

/** An enrolment's answer: the factors now, and the recovery codes made with a first factor (shown once; else empty). */
export interface EnrolmentView {
  factors: FactorsView;
  recoveryCodes: string[];
}

/** An authenticator app being set up: its secret, as an otpauth URI and as a QR code (a data URL). */
export interface TotpSetupView {
  secret: string;
  uri: string;
  qrCode: string;
}

/** What the second step of a sign-in offers: the opaque challenge, its factors, a passkey's request options (JSON). */
export interface SecondStepView {
  challenge: string;
  methods: string[];
  passkeyOptions: string | null;
  expiresAt: string;
}
