import type { VisitorInput } from './visitors.operations';

/** A student registers a visitor from today to this many days ahead (the gateway's MAX_DAYS_AHEAD). */
export const MAX_DAYS_AHEAD = 30;

/** The form as typed. Field names are the gateway's (RegisterVisitorInput), so its field errors land on them. */
export interface VisitorFormValues {
  visitorName: string;
  visitorPhone: string;
  relation: string;
  /** '' when not said. */
  visitorGender: '' | 'MALE' | 'FEMALE';
  day: string;
  expectedFrom: string;
  expectedTo: string;
  overnight: boolean;
}

export type VisitorField = keyof VisitorFormValues;

/** Field name to message; a field without one is fine. */
export type VisitorErrors = Partial<Record<VisitorField, string>>;

export const emptyVisitor = (day: string): VisitorFormValues => ({ visitorName: '', visitorPhone: '', relation: '', visitorGender: '', day, expectedFrom: '', expectedTo: '', overnight: false });

/** The order fields stand in on the form: the first with an error takes the focus. */
export const FIELD_ORDER: readonly VisitorField[] = ['visitorName', 'visitorPhone', 'relation', 'visitorGender', 'day', 'expectedFrom', 'expectedTo', 'overnight'];

export const isVisitorField = (field: string): field is VisitorField => (FIELD_ORDER as readonly string[]).includes(field);

/** Spares a round trip for what is surely missing; the gateway checks everything again (phone, hours, days ahead). */
export function validateVisitor(values: VisitorFormValues): VisitorErrors {
  const errors: VisitorErrors = {};
  if (values.visitorName.trim() === '') errors.visitorName = "Visitor's name is required.";
  if (values.visitorPhone.trim() === '') errors.visitorPhone = "Visitor's phone is required.";
  if (values.relation.trim() === '') errors.relation = 'Relation is required.';
  if (values.day === '') errors.day = 'Choose the day of the visit.';
  if (values.expectedFrom === '') errors.expectedFrom = 'Expected from is required.';
  if (values.expectedTo === '') errors.expectedTo = values.overnight ? 'Say when they leave the next day.' : 'Expected until is required.';
  else if (!values.overnight && values.expectedFrom !== '' && values.expectedTo <= values.expectedFrom) errors.expectedTo = 'Expected until must be after expected from.';
  return errors;
}

/** The mutation's input; call only once {@link validateVisitor} found nothing. */
export function toVisitorInput(values: VisitorFormValues): VisitorInput {
  return {
    visitorName: values.visitorName.trim(),
    visitorPhone: values.visitorPhone.trim(),
    relation: values.relation.trim(),
    // Left out when not said: the common-room rule then does not apply.
    ...(values.visitorGender ? { visitorGender: values.visitorGender } : {}),
    day: values.day,
    expectedFrom: values.expectedFrom,
    expectedTo: values.expectedTo,
    overnight: values.overnight,
  };
}
