import { Link } from 'react-router-dom';
import { styled, Alert, Spinner } from 'ui';
import { ReleaseNote } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { GRID_CONTEXT, GRID_VIEWER } from './room-grid.operations';
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

/**
 * `/allotment<hostel>`: the room screen of one hostel, for its students (and, to look at, for staff).
 *
 * The frame comes first: who is looking is already in the cache (the shell's session check read
 * it), so a student's 'My room' and the grid's heading and legend are drawn at the first render,
 * and what depends on the hostel (its colour, how it books, its rooms) fills in when the context
 * has answered, in the same components. On a phone that is one round trip sooner for the
 * screen's largest text (docs/benchmarks.md, section 6).
 */
export function RoomGridPage({ hostel }: { hostel: string }) {
  const { data, error } = useQuery(GRID_CONTEXT);
  const viewer = useQuery(GRID_VIEWER, { fetchPolicy: 'cache-only' }).data?.me;
  // Asked for beside the context, not after it: the path names the hostel, and the rooms are the
  // page's largest part (one round trip less before the grid shows). Not this student's hostel:
  // the server refuses the rooms, and the page says why from the context alone.
  const grid = useRoomGrid(hostel);
  const info = data?.hostels.find((h) => h.name === hostel);
  const role = data ? data.me?.role : viewer?.role;

  let body;
  if (error && !data) body = <Alert>Error: Failed to initialize. Please try again.</Alert>;
  else if (grid.unknown)
    body = (
      <Alert tone="warning">
        There is no hostel called {hostel}. <Link to="/selection">Choose your hostel</Link>
      </Alert>
    );
  else if (data && !info)
    body = (
      <Alert tone="warning">
        {hostel} is not one of your hostels: students book in a hostel of their own gender. <Link to="/selection">Choose your hostel</Link>
      </Alert>
    );
  else if (role === 'STUDENT') body = <StudentRoomGrid name={hostel} hostel={info} grid={grid} />;
  else if (data || role) body = <StaffRoomGrid name={hostel} hostel={info} grid={grid} />;
  else body = <Spinner label={`Loading ${hostel}`} />;

  // Who lives there and how it books are the hostel's own settings: a boys' hostel the office
  // makes may book at once, a girls' one by request.
  const how =
    info &&
    `${info.gender === 'FEMALE' ? "Girls' hostel" : "Boys' hostel"}: ${info.bookingMode === 'INSTANT' ? 'choose a room and it is yours at once.' : 'ask for a room, alone or with a roommate; the warden approves.'}`;
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
