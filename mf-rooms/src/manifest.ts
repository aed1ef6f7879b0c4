import type { RemoteManifest } from 'web-kit';

/**
 * The paths mf-rooms owns: every `/allotment<hostel>`, whichever hostels the database holds (the
 * grid reads the hostel by its name from the path), so a new hostel needs no release of anything.
 */
export const manifest: RemoteManifest = {
  name: 'mf_rooms',
  area: 'The room grid',
  routes: [{ path: '/allotment', match: 'prefix', guard: 'session', title: 'Rooms', frame: 'student' }],
};
