import type { RouteObject } from 'react-router-dom';

/** What mf-admin exposes as `./routes` (placeholder until its screens land). */
export const routes: RouteObject[] = [{ path: '/adminpage/dashboard', element: <h1>DormSpace</h1> }];
