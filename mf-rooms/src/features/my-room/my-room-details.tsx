import { Badge, DetailList } from 'ui';
import { floorName } from '../../lib/floor-name';
import type { Fellow, MyRoom } from './my-room.operations';
import { roomKindName } from '../../lib/room-kind';

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
      <DetailList
        items={[
          { label: 'Hostel', value: room.hostelName },
          { label: 'Room', value: room.number },
          { label: 'Floor', value: floorName(room.floor) },
          { label: 'Type', value: roomKindName(room.type) },
          { label: 'Bed', value: held.bed },
          { label: 'Roommate', value: roommates },
        ]}
      />
    </>
  );
}
