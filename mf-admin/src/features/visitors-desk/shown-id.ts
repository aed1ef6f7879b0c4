import type { VisitorIdType } from './visitors-desk.operations';
import { LAST4, LAST4_WORDS } from './visit-words';

/** The ID shown, as a form holds it: its type ('' before one is chosen) and its last 4 characters. */
export interface ShownId {
  idType: VisitorIdType | '';
  idLast4: string;
}

export const NO_ID: ShownId = { idType: '', idLast4: '' };

/** What the server is sent of the ID (the last 4 trimmed and upper-cased, as it keeps them). */
export type ShownIdInput = { idType: VisitorIdType; idLast4: string };

/**
 * The ID checked before anything is sent, in the gateway's own words (visitors.validate.ts):
 * the input, or the fields' messages.
 */
export function checkShownId({ idType, idLast4 }: ShownId): { input: ShownIdInput } | { errors: { idType?: string; idLast4?: string } } {
  const last4 = idLast4.trim();
  const errors = {
    ...(idType === '' && { idType: 'Choose the type of ID shown.' }),
    ...(!LAST4.test(last4) && { idLast4: LAST4_WORDS }),
  };
  if (idType === '' || Object.keys(errors).length > 0) return { errors };
  return { input: { idType, idLast4: last4.toUpperCase() } };
}
