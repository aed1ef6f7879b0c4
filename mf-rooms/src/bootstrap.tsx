import { createRoot } from 'react-dom/client';
import { Link } from 'react-router-dom';
import { DevHost } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { GRID_CONTEXT } from './features/room-grid/room-grid.operations';
import { routes } from './routes';

/** The dev host's index: a link to each hostel the database holds for the logged-in user. */
function HostelIndex() {
  const { data } = useQuery(GRID_CONTEXT);
  return (
    <ul>
      {data?.hostels.map((h) => (
        <li key={h.id}>
          <Link to={`/allotment${h.name}`}>{h.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Standalone, for this remote's team: its routes in a bare host against the gateway. */
createRoot(document.getElementById('root')!).render(<DevHost name="mf-rooms" routes={[{ path: '/', element: <HostelIndex /> }, ...routes]} />);
