import { styled, Card, DetailList } from 'ui';
import { ANSWER } from './request-words';
import type { PersonDetails, RoomRequestDetails } from './room-requests.operations';
import { ROOM_KIND } from '../../shared/room-kind';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 1rem;
`;

function personItems(person: PersonDetails) {
  return [
    { label: 'Name', value: person.name },
    { label: 'Roll Number', value: person.enrollmentId },
    { label: 'Email', value: person.email },
    { label: 'Address', value: person.address },
    { label: 'Phone', value: person.phoneNumber },
  ];
}

/**
 * The approval screen's cards: the room, the student, and the roommate if one was named, or every
 * member of a roommate group's request (a bed each, approved or rejected whole).
 */
export function RequestDetailCards({ request }: { request: RoomRequestDetails }) {
  const { room, student, roommate, group } = request;
  return (
    <Grid>
      <Card title="Room Details" headingLevel={2}>
        <DetailList
          items={[
            { label: 'Hostel', value: room.hostelName },
            { label: 'Room Number', value: room.number },
            { label: 'Room Type', value: ROOM_KIND[room.type] },
            // The server's verdict for this request: a pair needs two free beds.
            { label: 'Available', value: request.fits ? 'Yes' : 'No' },
          ]}
        />
      </Card>
      <Card title="Student Details" headingLevel={2}>
        <DetailList items={personItems(student)} />
      </Card>
      {group.length > 0 ? (
        <Card title="Roommate Group" headingLevel={2}>
          <p>{`${student.name} asks for a bed for each of the ${group.length + 1} of them: everyone accepted the group, and approving places them all together.`}</p>
          {group.map((member) => (
            <DetailList key={member.id} items={personItems(member)} />
          ))}
        </Card>
      ) : (
        <Card title="Roommate Details" headingLevel={2}>
          {roommate ? (
            <DetailList items={[...personItems(roommate), { label: 'Answer', value: ANSWER[request.roommateResponse ?? 'PENDING'] }]} />
          ) : (
            <p>Roommate details are not available.</p>
          )}
        </Card>
      )}
    </Grid>
  );
}
