import { useId, useState } from 'react';
import { styled, Alert, SelectField, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { ROOM_KIND } from '../../shared/room-kind';
import { useMutation, useQuery } from 'web-kit/graphql';
import { type FieldErrors, ReasonDialog } from '../../shared/reason-dialog';
import { MOVE_HOSTELS, MOVE_ROOMS, REASSIGN_STUDENT, STUDENT_ROOMMATES } from './bed-moves.operations';
import { roomOf, type StudentDialogProps } from './student-dialog-props';

const Check = styled.label`
  align-items: center;
  display: inline-flex;
  gap: 0.5rem;
  min-height: 44px;
`;

const Hint = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const beds = (n: number) => `${n} free bed${n === 1 ? '' : 's'}`;

/**
 * Moves a student to a room with free beds (a student without a bed gets one there), and by
 * choice whoever shares their room too; the server does it in one step and tells them the reason.
 */
export function MoveStudentDialog({ student, onClose, onDone }: StudentDialogProps) {
  const hasBed = Boolean(student.hostelName);
  const hintId = useId();
  const hostels = useQuery(MOVE_HOSTELS);
  const mates = useQuery(STUDENT_ROOMMATES, { variables: { id: student.id }, skip: !hasBed });
  // null until chosen: the student's own hostel is offered first.
  const [hostelId, setHostelId] = useState<string | null>(null);
  const [roomId, setRoomId] = useState('');
  const [withRoommate, setWithRoommate] = useState(false);
  const [reassign] = useMutation(REASSIGN_STUDENT);

  const hostelList = hostels.data?.hostels ?? [];
  const hostel = hostelId === null ? hostelList.find((h) => h.name === student.hostelName) : hostelList.find((h) => h.id === hostelId);
  const rooms = useQuery(MOVE_ROOMS, { variables: { hostel: hostel?.name ?? '' }, skip: !hostel, fetchPolicy: 'cache-and-network' });
  const roommates = mates.data?.studentRecord.roommates ?? [];
  const together = withRoommate && roommates.length > 0;
  const needed = together ? 1 + roommates.length : 1;
  const here = (number: number) => hostel?.name === student.hostelName && number === student.roomNumber;
  const options = (rooms.data?.rooms ?? []).filter((room) => room.freeBeds >= needed && !here(room.number));
  const chosen = options.find((room) => room.id === roomId);

  const validate = (): FieldErrors => {
    if (!hostel) return { hostel: 'Choose a hostel.' };
    return chosen ? {} : { roomId: 'Choose a room.' };
  };

  const confirm = async (reason: string) => {
    const { data } = await reassign({ variables: { studentId: student.id, roomId: chosen!.id, withRoommate: together, reason } });
    const moved = data?.reassignStudent;
    const where = moved ? `${moved.room.hostelName} room ${moved.room.number}` : `${hostel!.name} room ${chosen!.number}`;
    onDone(together ? `${student.name} and ${roommates.map((r) => r.name).join(', ')} are now in ${where}.` : `${student.name} is now in ${where}${moved ? `, bed ${moved.bed}` : ''}.`);
  };

  const roomField = (error?: string) => {
    if (!hostel) return null;
    if (rooms.error && !rooms.data) return <Alert>{serverMessage(rooms.error, 'Could not load the rooms.')}</Alert>;
    if (!rooms.data) return <Spinner label="Loading the rooms" />;
    return (
      <SelectField
        label="Room"
        name="room"
        value={chosen?.id ?? ''}
        onChange={setRoomId}
        placeholder={options.length > 0 ? 'Choose a room' : `No room has ${beds(needed)}`}
        options={options.map((room) => ({ value: room.id, label: `Room ${room.number} (${ROOM_KIND[room.type]}, ${beds(room.freeBeds)})` }))}
        error={error}
      />
    );
  };

  return (
    <ReasonDialog
      title={`Move ${student.name}`}
      description={
        <p>
          {hasBed ? `${student.name} is in ${roomOf(student)}, bed ${student.bed}.` : `${student.name} has no bed: they get one in the room you choose.`} The student is told
          your reason.
        </p>
      }
      confirmLabel="Move"
      onClose={onClose}
      validate={validate}
      onConfirm={confirm}
    >
      {(errors) => (
        <>
          {hostels.error && !hostels.data && <Alert>{serverMessage(hostels.error, 'Could not load the hostels.')}</Alert>}
          <SelectField
            label="Hostel"
            name="hostel"
            value={hostel?.id ?? ''}
            onChange={(id) => {
              setHostelId(id);
              setRoomId('');
            }}
            placeholder="Choose a hostel"
            options={hostelList.map((h) => ({ value: h.id, label: h.name }))}
            error={errors.hostel}
          />
          {roomField(errors.roomId)}
          {roommates.length > 0 && (
            <>
              <Check>
                <input type="checkbox" checked={withRoommate} onChange={(event) => setWithRoommate(event.target.checked)} aria-describedby={hintId} />
                Move their roommate too
              </Check>
              <Hint id={hintId}>Shares the room: {roommates.map((r) => (r.enrollmentId ? `${r.name} (${r.enrollmentId})` : r.name)).join(', ')}.</Hint>
            </>
          )}
        </>
      )}
    </ReasonDialog>
  );
}
