import type { RemoteManifest } from 'web-kit';
import { earlyQuery } from 'web-kit/early-query';
import { MY_ROOM_STATE } from './features/my-room/my-room.operations';
import { GRID_CONTEXT, HOSTEL_ROOMS } from './features/room-grid/room-grid.operations';

/**
 * The paths mf-rooms owns: every `/allotment<hostel>`, whichever hostels the database holds (the
 * grid reads the hostel by its name from the path), so a new hostel needs no release of anything.
 * Every query of the grid's first screen (who is looking, the hostel's rooms: the hostel is the
 * rest of the path; a student's 'My room') is asked by the shell before any script has arrived,
 * so the grid's first render has them, with no GraphQL client yet.
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
      early: [earlyQuery(GRID_CONTEXT), earlyQuery(HOSTEL_ROOMS, { hostel: { fromPath: 'rest' } }), earlyQuery(MY_ROOM_STATE)],
    },
  ],
};
