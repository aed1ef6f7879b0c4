import type { RemoteManifest } from 'web-kit';

/** The paths mf-admin owns: the admin area, for admins, in its own frame (the admin sidebar). */
export const manifest: RemoteManifest = {
  name: 'mf_admin',
  area: 'The admin area',
  routes: [{ path: '/adminpage', match: 'prefix', guard: 'admin', title: 'Admin', frame: 'own' }],
};
