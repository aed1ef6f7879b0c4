import { useId } from 'react';
import { styled, SelectField, TextField } from 'ui';
import type { BookingMode, Gender, HostelChangesInput, NewHostelInput } from '../../gql/graphql';
import { BOOKING_WORD, GENDER_WORD } from './hostel-words';
import type { InventoryHostel } from './hostels.operations';

/** What the hostel form holds, as typed (numbers are text until sent). */
export interface HostelValues {
  name: string;
  title: string;
  gender: Gender;
  bookingMode: BookingMode;
  firstFloor: string;
  floors: string;
  /** Comma-separated, as typed: "Wi-Fi, Laundry". */
  amenities: string;
  guardianConsentRequired: boolean;
}

/** Messages by field: the form's own checks and the server's `extensions.fields` (same names as the input's). */
export type FieldErrors = Partial<Record<keyof HostelValues, string>>;

/** The fields the server may name in `extensions.fields` (the input's names, as the form's). */
export const HOSTEL_FIELDS_NAMED = ['name', 'title', 'gender', 'bookingMode', 'firstFloor', 'floors', 'amenities', 'guardianConsentRequired'] as const;

export const EMPTY_HOSTEL: HostelValues = {
  name: '',
  title: '',
  gender: 'FEMALE',
  bookingMode: 'INSTANT',
  firstFloor: '0',
  floors: '2',
  amenities: '',
  guardianConsentRequired: false,
};

/** The form's values for a hostel that exists. */
export const valuesOf = (hostel: InventoryHostel): HostelValues => ({
  name: hostel.name,
  title: hostel.title,
  gender: hostel.gender,
  bookingMode: hostel.bookingMode,
  firstFloor: String(hostel.firstFloor),
  floors: String(hostel.floors),
  amenities: hostel.amenities.join(', '),
  guardianConsentRequired: hostel.guardianConsentRequired,
});

const amenityList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const CODE = /^[A-Z][A-Z0-9-]{1,11}$/;

/** The form's own checks, before anything is sent (the server checks the same, and more). */
export function checkHostel(values: HostelValues, { isNew }: { isNew: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const code = values.name.trim().toUpperCase();
  if (isNew && !code) errors.name = 'Give the hostel a code, for example GH-4.';
  else if (isNew && !CODE.test(code)) errors.name = 'A code is 2 to 12 letters, digits or dashes, starting with a letter, for example GH-4.';
  const floors = Number(values.floors);
  if (!Number.isInteger(floors) || floors < 1 || floors > 20) errors.floors = 'A hostel has 1 to 20 floors.';
  return errors;
}

/** What createHostel is sent. */
export const newHostelInput = (values: HostelValues): NewHostelInput => ({
  name: values.name.trim().toUpperCase(),
  title: values.title.trim() || null,
  gender: values.gender,
  bookingMode: values.bookingMode,
  firstFloor: Number(values.firstFloor),
  floors: Number(values.floors),
  amenities: amenityList(values.amenities),
  guardianConsentRequired: values.guardianConsentRequired,
});

/** What updateHostel is sent: the fields changed only (none: nothing to save). */
export function hostelChanges(hostel: InventoryHostel, values: HostelValues): HostelChangesInput {
  const changes: HostelChangesInput = {};
  // Blank goes back to the code (the server's rule for a hostel without a title of its own).
  const title = values.title.trim();
  if (title !== hostel.title) changes.title = title;
  if (values.gender !== hostel.gender) changes.gender = values.gender;
  if (values.bookingMode !== hostel.bookingMode) changes.bookingMode = values.bookingMode;
  if (Number(values.firstFloor) !== hostel.firstFloor) changes.firstFloor = Number(values.firstFloor);
  if (Number(values.floors) !== hostel.floors) changes.floors = Number(values.floors);
  const amenities = amenityList(values.amenities);
  if (amenities.join('\n') !== hostel.amenities.join('\n')) changes.amenities = amenities;
  return changes;
}

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
`;

// A native checkbox with its label, the whole line a 44 px target (as the staff page's hostel picker).
const Check = styled.div`
  margin-bottom: 1rem;

  label {
    align-items: center;
    display: inline-flex;
    gap: 0.5rem;
    min-height: 44px;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.8125rem;
  }
`;

// How rooms are taken: two choices, each a sentence, as radios whose words wrap on the whole row
// (a select cut the sentence off at its column's width, issue 51). Each line a 44 px target.
const Choices = styled.fieldset`
  grid-column: 1 / -1;
  min-width: 0;
  margin: 0 0 1rem;
  padding: 0.25rem 0.75rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  legend {
    padding: 0 0.25rem;
    font-weight: 600;
  }

  label {
    align-items: center;
    display: flex;
    gap: 0.5rem;
    min-height: 44px;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.8125rem;
  }
`;

const GENDER_OPTIONS = (Object.keys(GENDER_WORD) as Gender[]).map((value) => ({ value, label: GENDER_WORD[value] }));
const BOOKING_OPTIONS: { value: BookingMode; label: string }[] = [
  { value: 'INSTANT', label: `${BOOKING_WORD.INSTANT}: a student takes a free bed at once` },
  { value: 'APPROVAL', label: `${BOOKING_WORD.APPROVAL}: a warden approves each request` },
];
const FIRST_FLOOR_OPTIONS = [
  { value: '0', label: 'Ground floor' },
  { value: '1', label: '1st floor' },
];

/** Props of {@link HostelFields}. */
export interface HostelFieldsProps {
  values: HostelValues;
  errors: FieldErrors;
  onChange: <K extends keyof HostelValues>(field: K, value: HostelValues[K]) => void;
  /** A new hostel also takes its code and the guardian rule; an existing one keeps its code. */
  isNew: boolean;
}

/** The fields of a hostel, each with its message (the form's or the server's) beside it. */
export function HostelFields({ values, errors, onChange, isNew }: HostelFieldsProps) {
  const bookingErrorId = useId();
  return (
    <>
      <Grid>
        {isNew && (
          <TextField label="Code" name="name" value={values.name} onChange={(text) => onChange('name', text.toUpperCase())} error={errors.name} required autoComplete="off" placeholder="GH-4" />
        )}
        <TextField label="Title" name="title" value={values.title} onChange={(text) => onChange('title', text)} error={errors.title} autoComplete="off" placeholder={isNew ? "Girls' Hostel 4" : undefined} />
        <SelectField label="Gender" name="gender" value={values.gender} onChange={(value) => onChange('gender', value as Gender)} options={GENDER_OPTIONS} error={errors.gender} />
        <Choices aria-describedby={errors.bookingMode ? bookingErrorId : undefined}>
          <legend>How rooms are taken</legend>
          {BOOKING_OPTIONS.map((option) => (
            <label key={option.value}>
              <input type="radio" name="bookingMode" value={option.value} checked={values.bookingMode === option.value} onChange={() => onChange('bookingMode', option.value)} />
              {option.label}
            </label>
          ))}
          {errors.bookingMode && (
            <p id={bookingErrorId} role="alert">
              {errors.bookingMode}
            </p>
          )}
        </Choices>
        <SelectField label="First floor" name="firstFloor" value={values.firstFloor} onChange={(value) => onChange('firstFloor', value)} options={FIRST_FLOOR_OPTIONS} error={errors.firstFloor} />
        <TextField label="Number of floors" name="floors" type="number" min={1} max={20} value={values.floors} onChange={(text) => onChange('floors', text)} error={errors.floors} required />
      </Grid>
      <TextField label="Amenities (separated by commas)" name="amenities" value={values.amenities} onChange={(text) => onChange('amenities', text)} error={errors.amenities} autoComplete="off" placeholder="Wi-Fi, Laundry, Gym" />
      {isNew && (
        <Check>
          <label>
            <input
              type="checkbox"
              name="guardianConsentRequired"
              checked={values.guardianConsentRequired}
              aria-invalid={errors.guardianConsentRequired ? true : undefined}
              onChange={(event) => onChange('guardianConsentRequired', event.target.checked)}
            />
            A new outpass first asks the student&apos;s guardian
          </label>
          {errors.guardianConsentRequired && <p role="alert">{errors.guardianConsentRequired}</p>}
        </Check>
      )}
    </>
  );
}
