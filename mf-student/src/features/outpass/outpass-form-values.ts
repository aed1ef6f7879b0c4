import type { OutpassInput } from './outpass.operations';

/** The form's state: every field as typed, responsibility still unchosen (''). */
export interface OutpassFormValues {
  name: string;
  where: string;
  responsibility: string;
  dateOfArrival: string;
  outTime: string;
  /** Optional: blank lets the server use the hostel's curfew, 21:00. */
  returnTime: string;
  reason: string;
}

export type OutpassField = keyof OutpassFormValues;

/** Field name to message; a field without an entry is fine. */
export type OutpassErrors = Partial<Record<OutpassField, string>>;

export const EMPTY_OUTPASS: OutpassFormValues = {
  name: '',
  where: '',
  responsibility: '',
  dateOfArrival: '',
  outTime: '',
  returnTime: '',
  reason: '',
};

/** The fields the form requires, with the labels their messages use. */
const REQUIRED: Record<Exclude<OutpassField, 'returnTime'>, string> = {
  name: 'Name',
  where: 'Where',
  responsibility: 'Responsibility',
  dateOfArrival: 'Date of Arrival',
  outTime: 'Out Time',
  reason: 'Reason',
};

/**
 * The client-side check: every field but the return time is required. It only spares a round
 * trip; the server validates again (formats, dates and return times in the past) and its
 * messages are shown the same way.
 */
export function validateOutpass(values: OutpassFormValues): OutpassErrors {
  const errors: OutpassErrors = {};
  for (const field of Object.keys(REQUIRED) as (keyof typeof REQUIRED)[]) {
    if (values[field].trim() === '') errors[field] = `${REQUIRED[field]} is required.`;
  }
  return errors;
}

/** The mutation's input; call only once {@link validateOutpass} found nothing. */
export function toOutpassInput(values: OutpassFormValues): OutpassInput {
  return {
    name: values.name.trim(),
    where: values.where.trim(),
    dateOfArrival: values.dateOfArrival,
    outTime: values.outTime,
    // Left out when blank, so that the server's default (the curfew) applies.
    ...(values.returnTime ? { returnTime: values.returnTime } : {}),
    reason: values.reason.trim(),
    responsibility: values.responsibility === 'Yes' ? 'YES' : 'NO',
  };
}
