import { Badge, DetailList } from 'ui';
import { bedDetails } from './bed-details';
import type { Fellow, MyRoom } from './my-room.operations';

export const fellow = (person: Fellow) => (person.enrollmentId ? `${person.name} (${person.enrollmentId})` : person.name);

/** The bed a student holds: where it is, and who shares the room. */
export function HeldRoom({ held }: { held: MyRoom }) {
  const { room } = held;
  let roommates = held.roommates.map(fellow).join(', ');
  if (!roommates) roommates = room.capacity > 1 ? 'No roommate yet' : 'Single room';
  return (
    <>
      <p>
        {/* A bed the office's assignment gave is not one the student booked. */}
        {held.placedByOffice ? <Badge tone="info">Placed by the hostel office</Badge> : <Badge tone="success">Booked</Badge>}
      </p>
      <DetailList items={[...bedDetails(room, held.bed), { label: 'Roommate', value: roommates }]} />
    </>
  );
}
