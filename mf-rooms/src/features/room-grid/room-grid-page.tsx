import { Link } from 'react-router';
import styled from 'styled-components';
import { Alert, Spinner } from 'ui';
import { ReleaseNote } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { GRID_CONTEXT } from './room-grid.operations';
import { StaffRoomGrid } from './staff-room-grid';
import { StudentRoomGrid } from './student-room-grid';
import { useRoomGrid } from './use-room-grid';

const Page = styled.div`
  max-width: 64rem;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  header p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * Where the grid comes: as tall as a grid from the first paint, so the release note under it
 * does not jump down as the hostel, 'My room' and the rooms arrive in turn (Lighthouse measured a
 * layout shift of 0.48 on a phone).
 */
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-height: 40rem;
`;

/** `/allotment<hostel>`: the room screen of one hostel, for its students (and, to look at, for staff). */
export function RoomGridPage({ hostel }: { hostel: string }) {
  const { data, error } = useQuery(GRID_CONTEXT);
  // Asked for beside the context, not after it: the path names the hostel, and the rooms are the
  // page's largest part (one round trip less before the grid shows). Not this student's hostel:
  // the server refuses the rooms, and the page says why from the context alone.
  const grid = useRoomGrid(hostel);
  const info = data?.hostels.find((h) => h.name === hostel);

  let body;
  if (error && !data) body = <Alert>Error: Failed to initialize. Please try again.</Alert>;
  else if (!data) body = <Spinner label={`Loading ${hostel}`} />;
  else if (!info)
    body = (
      <Alert tone="warning">
        {hostel} is not one of your hostels: students book in a hostel of their own gender. <Link to="/selection">Choose your hostel</Link>
      </Alert>
    );
  else if (data.me?.role === 'STUDENT') body = <StudentRoomGrid hostel={info} grid={grid} />;
  else body = <StaffRoomGrid hostel={info} grid={grid} />;

  const how = info && (info.bookingMode === 'INSTANT' ? "Girls' hostel: choose a room and it is yours at once." : "Boys' hostel: ask for a room, alone or with a roommate; the warden approves.");
  return (
    <Page>
      <header>
        <h1>{hostel}</h1>
        {/* A line kept for the hostel's way of booking, before it is known. */}
        <p>{how ?? '\u00a0'}</p>
      </header>
      <Body>{body}</Body>
      <ReleaseNote app="mf-rooms" />
    </Page>
  );
}
