import { type ReactNode, useState } from 'react';
import { styled, SelectField, TextField } from 'ui';
import { useMutation } from 'web-kit/graphql';
import type { RoomChangesInput, RoomKind } from '../../gql/graphql';
import { ConfirmShell } from '../../shared/confirm-shell';
import { ReasonDialog } from '../../shared/reason-dialog';
import { ConfirmOrRefusal } from './confirm-or-refusal';
import { floorName, floorsOf, ROOM_TYPE_WORD, ROOM_TYPES } from './hostel-words';
import { ADD_ROOM, RETIRE_ROOM, SET_ROOM_IN_SERVICE, UPDATE_ROOM, type InventoryHostel, type InventoryRoom } from './hostels.operations';
import { Refusal, formFailure } from './refusal';
import { occupantsOf } from './room-occupants';

/** The queries a change to a room makes stale: the hostel's rooms, and the counts on the Hostels page. */
export const ROOM_QUERIES = ['AdminHostelRooms', 'AdminInventory'];

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

// A native checkbox with its label, the whole line a 44 px target (as the hostel form's).
const Check = styled.label`
  align-items: center;
  display: flex;
  gap: 0.5rem;
  min-height: 44px;
`;

/** Whether the room is accessible: students who need such a room are placed in one first. */
function AccessibleCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Check>
      <input type="checkbox" name="accessible" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Accessible room (for a student who needs one)
    </Check>
  );
}

const TYPE_OPTIONS = ROOM_TYPES.map((type) => ({ value: type, label: `${ROOM_TYPE_WORD[type]} (${ROOM_TYPES.indexOf(type) + 1} ${ROOM_TYPES.indexOf(type) === 0 ? 'bed' : 'beds'})` }));

/** The floors a room may be on, with the room's own when it lies outside them (the hostel shrank). */
const floorOptions = (hostel: InventoryHostel, current?: number) => {
  const floors = floorsOf(hostel);
  if (current !== undefined && !floors.includes(current)) floors.push(current);
  return floors.sort((a, b) => a - b).map((floor) => ({ value: String(floor), label: floorName(floor) }));
};

type RoomField = 'number' | 'floor' | 'type';

/**
 * A dialog around a form of room fields, whose submit button is in its footer. A refusal shows
 * under the fields; each new `problem` takes the focus to it, or to the first field found wrong.
 */
function RoomFormDialog({ title, submitLabel, busy, onClose, onSubmit, children, failure, problem }: { title: string; submitLabel: string; busy: boolean; onClose: () => void; onSubmit: () => void; children: ReactNode; failure?: ReactNode; problem: object | null }) {
  return (
    <ConfirmShell title={title} confirmLabel={submitLabel} busy={busy} onClose={onClose} onConfirm={onSubmit} form formLabel={title} failure={failure} problem={problem}>
      {children}
    </ConfirmShell>
  );
}

/** "Add room": its number, floor and type; the server's messages beside the fields. */
export function AddRoomDialog({ hostel, onClose, onDone }: { hostel: InventoryHostel; onClose: () => void; onDone: (message: string) => void }) {
  const [number, setNumber] = useState('');
  const [floor, setFloor] = useState(String(hostel.firstFloor));
  const [type, setType] = useState<RoomKind>('DOUBLE');
  const [accessible, setAccessible] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<RoomField, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [problem, setProblem] = useState<object | null>(null);
  const [add, { loading }] = useMutation(ADD_ROOM, { refetchQueries: ROOM_QUERIES });

  const submit = async () => {
    setFailure(null);
    const value = Number(number);
    if (!number.trim() || !Number.isInteger(value) || value < 1 || value > 9999) {
      setErrors({ number: 'A room number is a whole number from 1 to 9999.' });
      setProblem({});
      return;
    }
    setErrors({});
    try {
      await add({ variables: { hostelId: hostel.id, input: { number: value, floor: Number(floor), type, accessible } } });
      onDone(`Room ${value} (${ROOM_TYPE_WORD[type]}${accessible ? ', accessible' : ''}) was added on the ${floorName(Number(floor)).toLowerCase()} of ${hostel.name}.`);
    } catch (error) {
      const { fieldErrors, message } = formFailure(error, ['number', 'floor', 'type'] as const, 'Could not add the room. Try again.');
      setErrors(fieldErrors);
      setFailure(message === null ? null : error);
      setProblem({});
    }
  };

  return (
    <RoomFormDialog
      title={`Add a room to ${hostel.name}`}
      submitLabel="Add room"
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
      problem={problem}
      failure={failure !== null && <Refusal error={failure} fallback="Could not add the room. Try again." />}
    >
      <Grid>
        <TextField label="Room number" name="number" type="number" min={1} max={9999} value={number} onChange={setNumber} error={errors.number} required />
        <SelectField label="Floor" name="floor" value={floor} onChange={setFloor} options={floorOptions(hostel)} error={errors.floor} />
        <SelectField label="Type" name="type" value={type} onChange={(value) => setType(value as RoomKind)} options={TYPE_OPTIONS} error={errors.type} />
      </Grid>
      <AccessibleCheck checked={accessible} onChange={setAccessible} />
    </RoomFormDialog>
  );
}

/** "Change": a room's type or floor. Fewer beds than its occupants is refused: who lives there is shown. */
export function ChangeRoomDialog({ hostel, room, onClose, onDone }: { hostel: InventoryHostel; room: InventoryRoom; onClose: () => void; onDone: (message: string) => void }) {
  const [floor, setFloor] = useState(String(room.floor));
  const [type, setType] = useState<RoomKind>(room.type);
  const [accessible, setAccessible] = useState(room.accessible);
  const [errors, setErrors] = useState<Partial<Record<RoomField, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [problem, setProblem] = useState<object | null>(null);
  const [update, { loading }] = useMutation(UPDATE_ROOM, { refetchQueries: ROOM_QUERIES });

  const submit = async () => {
    setFailure(null);
    const changes: RoomChangesInput = {};
    if (Number(floor) !== room.floor) changes.floor = Number(floor);
    if (type !== room.type) changes.type = type;
    if (accessible !== room.accessible) changes.accessible = accessible;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await update({ variables: { roomId: room.id, changes } });
      const access = accessible === room.accessible ? '' : accessible ? ', and accessible' : ', and no longer accessible';
      onDone(`Room ${room.number} is now ${ROOM_TYPE_WORD[type]}, on the ${floorName(Number(floor)).toLowerCase()}${access}.`);
    } catch (error) {
      const { fieldErrors, message } = formFailure(error, ['floor', 'type'] as const, 'Could not change the room. Try again.');
      setErrors(fieldErrors);
      setFailure(message === null ? null : error);
      setProblem({});
    }
  };

  return (
    <RoomFormDialog
      title={`Change room ${room.number}`}
      submitLabel="Save room"
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
      problem={problem}
      failure={
        failure !== null && (
          <>
            <Refusal error={failure} fallback="Could not change the room. Try again." />
            {occupantsOf(failure, room, hostel.name)}
          </>
        )
      }
    >
      <Grid>
        <SelectField label="Type" name="type" value={type} onChange={(value) => setType(value as RoomKind)} options={TYPE_OPTIONS} error={errors.type} />
        <SelectField label="Floor" name="floor" value={floor} onChange={setFloor} options={floorOptions(hostel, room.floor)} error={errors.floor} />
      </Grid>
      <AccessibleCheck checked={accessible} onChange={setAccessible} />
    </RoomFormDialog>
  );
}

/**
 * "Take out of service", with a reason (kept, and shown on the room). Refused while students live
 * there: the refusal's sentence, and who they are.
 */
export function OutOfServiceDialog({ hostel, room, onClose, onDone }: { hostel: InventoryHostel; room: InventoryRoom; onClose: () => void; onDone: (message: string) => void }) {
  const [setInService] = useMutation(SET_ROOM_IN_SERVICE, { refetchQueries: ROOM_QUERIES });
  const [refusal, setRefusal] = useState<unknown>(null);
  return (
    <ReasonDialog
      title={`Take room ${room.number} out of service`}
      description={<p>No one can book room {room.number} while it is out of service. The reason shows beside the room.</p>}
      confirmLabel="Take out of service"
      confirmVariant="danger"
      onClose={onClose}
      onConfirm={async (reason) => {
        setRefusal(null);
        try {
          await setInService({ variables: { roomId: room.id, inService: false, reason } });
        } catch (error) {
          setRefusal(error);
          throw error;
        }
        onDone(`Room ${room.number} is out of service: ${reason}`);
      }}
    >
      {() => (refusal === null ? null : occupantsOf(refusal, room, hostel.name))}
    </ReasonDialog>
  );
}

/** "Retire": the room leaves the hostel for good; refused while anyone lives there or anything is pending. */
export function RetireRoomDialog({ hostel, room, onClose, onDone }: { hostel: InventoryHostel; room: InventoryRoom; onClose: () => void; onDone: (message: string) => void }) {
  const [retire] = useMutation(RETIRE_ROOM, { refetchQueries: ROOM_QUERIES });
  return (
    <ConfirmOrRefusal
      title={`Retire room ${room.number}?`}
      message={`Room ${room.number} leaves ${hostel.name} for good: no one can book it and it is no longer listed. Its history stays in the audit log.`}
      confirmLabel="Retire room"
      fallback="Could not retire the room. Try again."
      onClose={onClose}
      onConfirm={async () => {
        await retire({ variables: { roomId: room.id } });
        onDone(`Room ${room.number} was retired.`);
      }}
      explain={(error) => occupantsOf(error, room, hostel.name)}
    />
  );
}
