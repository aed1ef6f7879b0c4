import { Link } from 'react-router';
import { styled, Badge, Card } from 'ui';
import type { HostelSummary } from './selection.operations';

/** A router link dressed as the design system's primary button. */
const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Amenities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
`;

const MODE: Record<HostelSummary['bookingMode'], string> = { INSTANT: 'Instant booking', APPROVAL: 'Warden approval' };

/**
 * The chosen hostel: availability, amenities and the way on to its room grid. The grid lives in
 * another remote (mf-rooms) at `/allotment<NAME>`; a plain router link reaches it through the shell.
 */
export function HostelDetails({ hostel }: { hostel: HostelSummary }) {
  return (
    <Card headingLevel={2} title={hostel.name} subtitle={MODE[hostel.bookingMode]}>
      <p>
        <strong>{hostel.availableRooms}</strong> of {hostel.totalRooms} rooms available
      </p>
      {hostel.amenities.length > 0 && (
        <Amenities aria-label="Amenities">
          {hostel.amenities.map((amenity) => (
            <li key={amenity}>
              <Badge tone="info">{amenity}</Badge>
            </li>
          ))}
        </Amenities>
      )}
      <ButtonLink to={`/allotment${hostel.name}`}>Proceed with Selection</ButtonLink>
    </Card>
  );
}
