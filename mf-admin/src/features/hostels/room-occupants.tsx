import { Link } from 'react-router-dom';
import { styled, Spinner } from 'ui';
import { errorCode } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { ROOM_OCCUPANTS } from './hostels.operations';

const Box = styled.div`
  margin-top: 0.75rem;

  p {
    margin: 0 0 0.25rem;
    font-weight: 600;
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

/** Who is in room `number` (`roomOccupants`: students, and beds held for a waitlist offer): whom the office must move first. */
export function RoomOccupants({ roomId, number, hostelName }: { roomId: string; number: number; hostelName: string }) {
  const { data, error } = useQuery(ROOM_OCCUPANTS, { variables: { roomId }, fetchPolicy: 'network-only' });
  if (error && !data) return null;
  if (!data) return <Spinner label={`Finding who lives in room ${number}`} />;
  if (data.roomOccupants.length === 0) return null;
  return (
    <Box>
      <p>In room {number} now (move them to another room first, from their record):</p>
      <ul aria-label={`In room ${number}`}>
        {data.roomOccupants.map((person) => {
          const who = `${person.name}${person.enrollmentId ? ` (${person.enrollmentId})` : ''}`;
          return (
            <li key={person.bed}>
              Bed {person.bed}: <Link to={`/adminpage/students/${person.studentId}`}>{who}</Link>
              {person.held ? ', held for their waitlist offer' : ''}
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={`/adminpage/students?q=${encodeURIComponent(`${hostelName} ${number}`)}`}>Find them on the Students page</Link>
      </p>
    </Box>
  );
}

/**
 * Who is in the room, bed by bed with a link to each record, for a refusal because people are in
 * it (ROOM_OCCUPIED: its sentence names them, this is where to act); nothing for other refusals.
 */
export function occupantsOf(error: unknown, room: { id: string; number: number }, hostelName: string) {
  if (errorCode(error) !== 'ROOM_OCCUPIED') return null;
  return <RoomOccupants roomId={room.id} number={room.number} hostelName={hostelName} />;
}
