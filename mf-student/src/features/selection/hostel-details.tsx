import { Link } from 'react-router-dom';
import { styled, Alert, Badge, ButtonLink, Card } from 'ui';
import type { HostelSummary, HostelWindow } from './selection.operations';
import { openTo, windowSentence } from './window-words';

const Amenities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-bottom: 1rem;
  p {
    margin: 0;
  }
`;

const MODE: Record<HostelSummary['bookingMode'], string> = { INSTANT: 'Instant booking', APPROVAL: 'Warden approval' };

/**
 * The chosen hostel: availability, amenities, where room selection stands for this student (its
 * window) and, only while it is open to them, the way on to its room grid. The grid lives in
 * another remote (mf-rooms) at `/allotment<NAME>`; a plain router link reaches it through the shell.
 */
export function HostelDetails({ hostel, window }: { hostel: HostelSummary; window: HostelWindow | undefined }) {
  const open = window?.state === 'OPEN';
  return (
    <Card headingLevel={2} title={hostel.name} subtitle={MODE[hostel.bookingMode]}>
      <Stack>
        <p>
          <strong>{hostel.availableRooms}</strong> of {hostel.totalRooms} rooms available
        </p>
        {window && (
          <>
            <Alert tone={open ? 'info' : 'warning'}>{windowSentence(window)}</Alert>
            <p>Open to: {openTo(window)}</p>
          </>
        )}
      </Stack>
      {hostel.amenities.length > 0 && (
        <Amenities aria-label="Amenities">
          {hostel.amenities.map((amenity) => (
            <li key={amenity}>
              <Badge tone="info">{amenity}</Badge>
            </li>
          ))}
        </Amenities>
      )}
      {open && <ButtonLink as={Link} to={`/allotment${hostel.name}`}>Proceed with Selection</ButtonLink>}
    </Card>
  );
}
