import { Badge } from 'ui';
import { Facts } from '../../components/facts';
import { floorName } from '../../lib/floor-name';
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
        <Badge tone="success">Booked</Badge>
      </p>
      <Facts>
        <dt>Hostel</dt>
        <dd>{room.hostelName}</dd>
        <dt>Room</dt>
        <dd>{room.number}</dd>
        <dt>Floor</dt>
        <dd>{floorName(room.floor)}</dd>
        <dt>Type</dt>
        <dd>{room.type}</dd>
        <dt>Bed</dt>
        <dd>{held.bed}</dd>
        <dt>Roommate</dt>
        <dd>{roommates}</dd>
      </Facts>
    </>
  );
}
