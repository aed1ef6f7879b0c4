import { useState } from 'react';
import { styled, Badge, Button, Card, DetailList, Dialog } from 'ui';
import type { HostelSummary } from './room-inquiry.operations';
import { GENDER } from 'web-kit';

const Amenities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Figure = styled.p`
  margin: 0 0 0.75rem;
`;

/** One hostel: who it is for, its free rooms and amenities, and its figures in a dialog. */
export function HostelCard({ hostel }: { hostel: HostelSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      headingLevel={2}
      title={hostel.name}
      subtitle={`For ${GENDER[hostel.gender].toLowerCase()} students`}
      actions={
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={`View Details of ${hostel.name}`}>
          View Details
        </Button>
      }
    >
      <Figure>
        {hostel.availableRooms} of {hostel.totalRooms} rooms available
      </Figure>
      {hostel.amenities.length > 0 && (
        <Amenities aria-label="Amenities">
          {hostel.amenities.map((amenity) => (
            <li key={amenity}>
              <Badge>{amenity}</Badge>
            </li>
          ))}
        </Amenities>
      )}
      <Dialog
        open={open}
        title={hostel.name}
        onClose={() => setOpen(false)}
        actions={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        <DetailList
          items={[
            { label: 'Total Rooms', value: hostel.totalRooms },
            { label: 'Available', value: hostel.availableRooms },
            { label: 'Booked Rooms', value: hostel.bookedRooms },
            { label: 'Single Rooms', value: hostel.singleRooms },
            { label: 'Double Rooms', value: hostel.doubleRooms },
          ]}
        />
      </Dialog>
    </Card>
  );
}
