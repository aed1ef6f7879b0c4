import { createRoot } from 'react-dom/client';
import { Link } from 'react-router';
import { DevHost } from './dev-host';
import { HOSTELS, routes } from './routes';

/** Standalone, for this remote's team: its routes in a bare host against the gateway. */
const index = {
  path: '/',
  element: (
    <ul>
      {HOSTELS.map((h) => (
        <li key={h}>
          <Link to={`/allotment${h}`}>{h}</Link>
        </li>
      ))}
    </ul>
  ),
};
createRoot(document.getElementById('root')!).render(<DevHost name="mf-rooms" routes={[index, ...routes]} />);
