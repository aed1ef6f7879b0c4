import type { BadgeTone } from 'ui';
import type { GuardianConsent } from '../../gql/graphql';

/** The guardian's answer as the office says it, and its badge colour. */
export const GUARDIAN: Record<GuardianConsent, { word: string; tone: BadgeTone }> = {
  NOT_REQUIRED: { word: 'Not asked', tone: 'neutral' },
  AWAITING: { word: 'Waiting', tone: 'warning' },
  GIVEN: { word: 'Agreed', tone: 'success' },
  REFUSED: { word: 'Refused', tone: 'danger' },
};

/** Why an outpass cannot be approved yet (the server refuses it too), or null when it can. */
export function approvalBlocked(consent: GuardianConsent): string | null {
  if (consent === 'AWAITING') return 'Waiting for the guardian to agree';
  if (consent === 'REFUSED') return 'The guardian refused';
  return null;
}
