import type { RemoteManifest } from 'web-kit';
import { earlyQuery } from 'web-kit/early-query';
import { GRID_CONTEXT, HOSTEL_ROOMS } from './features/room-grid/room-grid.operations';

/**
 * The paths mf-rooms owns: every `/allotment<hostel>`, whichever hostels the database holds (the
 * grid reads the hostel by its name from the path), so a new hostel needs no release of anything.
 * The grid's two queries are asked by the shell before any script has arrived (the hostel is the
 * rest of the path), so the grid's first render has its rooms.
 */
export const manifest: RemoteManifest = {
  name: 'mf_rooms',
  area: 'The room grid',
  routes: [
    {
      path: '/allotment',
      match: 'prefix',
      guard: 'session',
      title: 'Rooms',
      frame: 'student',
      early: [earlyQuery(GRID_CONTEXT), earlyQuery(HOSTEL_ROOMS, { hostel: { fromPath: 'rest' } })],
    },
  ],
};
