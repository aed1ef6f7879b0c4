import type { RepairCategory, RepairPriority } from './repairs.operations';

/** The gateway's limits (repairs.rules.ts, repairs.photos.ts), checked here too so a phone sends nothing it would refuse. */
export const MAX_PHOTOS = 3;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The form as typed. Field names are the gateway's (ReportRepairInput and the multipart form's). */
export interface RepairFormValues {
  category: RepairCategory | '';
  place: 'room' | 'common';
  commonArea: string;
  description: string;
  urgency: RepairPriority | '';
  mayEnter: boolean;
}

export type RepairField = keyof RepairFormValues | 'photos';

/** Field name to message; a field without one is fine. */
export type RepairErrors = Partial<Record<RepairField, string>>;

export const EMPTY_REPAIR: RepairFormValues = { category: '', place: 'room', commonArea: '', description: '', urgency: '', mayEnter: false };

/** The order fields stand in on the form: the first with an error takes the focus. */
export const FIELD_ORDER: readonly RepairField[] = ['category', 'place', 'commonArea', 'description', 'urgency', 'mayEnter', 'photos'];

/** Spares a round trip for what is surely missing; the gateway checks everything again. */
export function validateRepair(values: RepairFormValues): RepairErrors {
  const errors: RepairErrors = {};
  if (!values.category) errors.category = 'Choose what kind of problem it is.';
  if (values.place === 'common' && values.commonArea.trim() === '') errors.commonArea = 'Name the common area (e.g. 2nd floor washroom).';
  if (values.description.trim() === '') errors.description = 'Description is required.';
  if (!values.urgency) errors.urgency = 'Choose how urgent it seems.';
  return errors;
}

/**
 * Why these photos cannot be added to the `kept` ones, in the gateway's words, or null. A file
 * over 10 MB is named, so the student knows which one to leave out.
 */
export function photoRefusal(kept: readonly File[], added: readonly File[]): string | null {
  const large = added.find((file) => file.size > PHOTO_MAX_BYTES);
  if (large) return `${large.name}: a photo may be at most 10 MB.`;
  if (kept.length + added.length > MAX_PHOTOS) return `At most ${MAX_PHOTOS} photos a report.`;
  return null;
}

/**
 * A field error the gateway names, on the form's field: `photos[1]` is the photos' field, its
 * message naming the file instead of the form field it came in.
 */
export function formFieldOf(field: string, message: string, photos: readonly File[]): [RepairField, string] | null {
  const photo = /^photos\[(\d+)\]$/.exec(field);
  if (photo) {
    const file = photos[Number(photo[1])];
    return ['photos', file ? message.replace(`${field}:`, `${file.name}:`) : message];
  }
  return (FIELD_ORDER as readonly string[]).includes(field) ? [field as RepairField, message] : null;
}
