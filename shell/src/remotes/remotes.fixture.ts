import type { RemoteEntry } from 'web-kit';

/** Remotes as an environment's /remotes.json lists them, for the shell's tests. */
export const REMOTES: RemoteEntry[] = [
  {
    name: 'mf_student',
    area: 'This part of DormSpace',
    entry: 'http://localhost:3001/mf-manifest.json',
    version: 'test',
    routes: [
      { path: '/', match: 'exact', guard: 'session', title: 'Dashboard', frame: 'student', nav: { label: 'Dashboard', icon: '⌂', order: 10 } },
      { path: '/newprofile', match: 'exact', guard: 'session', title: 'My Profile', frame: 'student', nav: { label: 'My Profile', icon: '◉', order: 40 } },
      { path: '/outpass', match: 'exact', guard: 'session', title: 'Generate Outpass', frame: 'student', nav: { label: 'Generate Outpass', icon: '✎', order: 20 } },
      { path: '/repairs', match: 'exact', guard: 'session', title: 'Repairs', frame: 'student', nav: { label: 'Repairs', icon: 'repairs', order: 35 } },
      { path: '/parcels', match: 'exact', guard: 'session', title: 'Parcels', frame: 'student', nav: { label: 'Parcels', icon: 'parcels', order: 37 } },
      { path: '/visitors', match: 'exact', guard: 'session', title: 'Visitors', frame: 'student', nav: { label: 'Visitors', icon: 'visitors', order: 38 } },
      { path: '/review', match: 'exact', guard: 'public', title: 'Review', frame: 'student' },
      { path: '/', match: 'prefix', guard: 'session', title: 'Page not found', frame: 'student' },
    ],
  },
  {
    name: 'mf_rooms',
    area: 'The room grid',
    entry: 'http://localhost:3002/mf-manifest.json',
    version: 'test',
    routes: [
      { path: '/allotment', match: 'prefix', guard: 'session', title: 'Rooms', frame: 'student' },
      { path: '/selection', match: 'exact', guard: 'session', title: 'Book Room', frame: 'student', nav: { label: 'Book Room', icon: '▦', order: 30 } },
    ],
  },
  { name: 'mf_admin', area: 'The admin area', entry: 'http://localhost:3003/mf-manifest.json', version: 'test', routes: [{ path: '/adminpage', match: 'prefix', guard: 'admin', title: 'Admin', frame: 'own' }] },
];
