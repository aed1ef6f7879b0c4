import type { RouteObject } from 'react-router-dom';

/** What mf-student exposes as `./routes` (placeholder until its screens land). */
export const routes: RouteObject[] = [{ path: '/', element: <h1>Welcome to Hostel Management</h1> }];
