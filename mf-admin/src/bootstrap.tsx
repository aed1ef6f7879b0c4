import { createRoot } from 'react-dom/client';
import { DevHost } from 'web-kit';
import { routes } from './routes';

/** Standalone, for this remote's team: its routes in a bare host against the gateway. */
createRoot(document.getElementById('root')!).render(<DevHost name="mf-admin" routes={routes} />);
