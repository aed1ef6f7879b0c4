import type { RemoteManifest } from 'web-kit';
import { earlyQuery } from 'web-kit/early-query';
import { MY_SELECTION, SELECTION_NOW } from './features/my-selection/my-selection.operations';

/**
 * The paths mf-student owns, as data the shell reads (through the environment's /remotes.json)
 * before loading any of this remote's code. `/` as a prefix makes this remote the owner of every
 * path nobody else claims: its not-found page answers them.
 */
export const manifest: RemoteManifest = {
  name: 'mf_student',
  area: 'This part of DormSpace',
  routes: [
    // The dashboard reads the student's place in room selection and its slots now, asked beside
    // the session: it paints from their answers with no GraphQL client, which comes after it.
    {
      path: '/',
      match: 'exact',
      guard: 'session',
      title: 'Dashboard',
      frame: 'student',
      nav: { label: 'Dashboard', icon: 'home', order: 10 },
      early: [earlyQuery(MY_SELECTION), earlyQuery(SELECTION_NOW)],
    },
    { path: '/outpass', match: 'exact', guard: 'session', title: 'Generate Outpass', frame: 'student', nav: { label: 'Generate Outpass', icon: 'outpass', order: 20 } },
    { path: '/selection', match: 'exact', guard: 'session', title: 'Book Room', frame: 'student', nav: { label: 'Book Room', icon: 'rooms', order: 30 } },
    { path: '/repairs', match: 'exact', guard: 'session', title: 'Repairs', frame: 'student', nav: { label: 'Repairs', icon: 'repairs', order: 35 } },
    // 'parcels' is drawn as the shell's plain circle until the shell's nav icons name it.
    { path: '/parcels', match: 'exact', guard: 'session', title: 'Parcels', frame: 'student', nav: { label: 'Parcels', icon: 'parcels', order: 37 } },
    { path: '/visitors', match: 'exact', guard: 'session', title: 'Visitors', frame: 'student', nav: { label: 'Visitors', icon: 'visitors', order: 38 } },
    { path: '/newprofile', match: 'exact', guard: 'session', title: 'My Profile', frame: 'student', nav: { label: 'My Profile', icon: 'profile', order: 40 } },
    { path: '/logout', match: 'exact', guard: 'session', title: 'Logout', frame: 'student' },
    { path: '/review', match: 'exact', guard: 'public', title: 'Review', frame: 'student' },
    { path: '/abc', match: 'exact', guard: 'session', title: 'Live', frame: 'student' },
    { path: '/admin', match: 'exact', guard: 'session', title: 'Profile on this device', frame: 'student' },
    { path: '/', match: 'prefix', guard: 'session', title: 'Page not found', frame: 'student' },
  ],
};
