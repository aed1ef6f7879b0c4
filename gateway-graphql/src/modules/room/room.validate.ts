import { z } from 'zod';
import { ROOM_KINDS } from '../../core/enums.js';
import { field } from '../../core/validate.js';

const TYPE_MESSAGE = 'Type must be Single, Double, Triple or Quad.';

/** A whole number from `min` to `max`, given as a number (GraphQL) or as text (a CSV cell). */
const wholeNumber = (label: string, min: number, max: number, message = `${label} must be a whole number from ${min} to ${max}.`) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v === null ? undefined : v),
    z.number({ error: (issue) => (issue.input === undefined ? `${label} is required.` : message) }).int(message).min(min, message).max(max, message),
  );

/** A room type, any case (`double`, `DOUBLE`): stored as the enum spells it. */
const roomType = z.preprocess(
  (v) => (typeof v === 'string' ? ROOM_KINDS.find((kind) => kind.toLowerCase() === v.trim().toLowerCase()) ?? v : v),
  field.oneOf(ROOM_KINDS, TYPE_MESSAGE),
);

/** Floors a hostel's rooms may be on are checked against the hostel (its first floor and how many). */
export const floorField = () => wholeNumber('Floor', 0, 99);

/** Whether a room is accessible, from the office's form: true or false (left out or null: unchanged, or no for a new room). */
const accessibleField = z.preprocess((v) => (v === null ? undefined : v), z.boolean({ error: 'Accessible must be true or false.' }).optional());

/** A room to add: its number, its floor (within the hostel's) and type, and whether it is accessible. */
export const newRoomInput = z.object({
  number: wholeNumber('Room number', 1, 9999),
  floor: floorField(),
  type: roomType,
  accessible: accessibleField,
});

/** What of a room may change: its floor, its type (and so its capacity), whether it is accessible. */
export const roomChangesInput = z.object({
  floor: floorField().optional(),
  type: z.preprocess((v) => (v === null ? undefined : v), roomType.optional()),
  accessible: accessibleField,
});

/** Taking a room out of service needs a reason (`Maintenance: plumbing`); bringing it back takes none. */
export const serviceInput = z
  .object({
    inService: z.boolean({ error: 'In service must be true or false.' }),
    reason: field.optionalText('Reason', 200),
  })
  .refine((v) => v.inService || v.reason !== undefined, { message: 'Say why the room goes out of service (e.g. "Maintenance: plumbing").', path: ['reason'] });

/** `yes`, `no`, `true`, `false`, `1`, `0` (any case); blank is yes. */
const yesNo = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return true;
    if (typeof v !== 'string') return v;
    const word = v.trim().toLowerCase();
    if (word === '' || word === 'yes' || word === 'true' || word === '1') return true;
    if (word === 'no' || word === 'false' || word === '0') return false;
    return v;
  },
  z.boolean({ error: 'In service must be yes or no.' }),
);

/** `yes`, `no`, `true`, `false`, `1`, `0` (any case); blank is no; no column at all: undefined (an existing room keeps its flag). */
const accessibleCell = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string') return v;
    const word = v.trim().toLowerCase();
    if (word === 'yes' || word === 'true' || word === '1') return true;
    if (word === '' || word === 'no' || word === 'false' || word === '0') return false;
    return v;
  },
  z.boolean({ error: 'Accessible must be yes or no.' }).optional(),
);

/** One row of a rooms CSV, its cells named by the file's header. */
export const csvRoomRow = z
  .object({
    number: wholeNumber('Room number', 1, 9999),
    floor: floorField(),
    type: roomType,
    in_service: yesNo,
    out_of_service_reason: field.optionalText('Out of service reason', 200),
    accessible: accessibleCell,
  })
  .refine((row) => row.in_service || row.out_of_service_reason !== undefined, { message: 'A room out of service needs a reason.', path: ['out_of_service_reason'] })
  .refine((row) => !row.in_service || row.out_of_service_reason === undefined, { message: 'A room in service has no out of service reason: leave it blank, or say no in in_service.', path: ['out_of_service_reason'] });

/** The columns of a rooms CSV, in the order an export writes them; the first three are required (a file without accessible keeps each room's). */
export const CSV_COLUMNS = ['number', 'floor', 'type', 'in_service', 'out_of_service_reason', 'accessible'] as const;
export const CSV_REQUIRED = ['number', 'floor', 'type'] as const;

export type CsvRoomRow = z.output<typeof csvRoomRow>;
