import type { RemoteManifest } from 'web-kit';

/**
 * What a warden or guard reads on a page for administrators only, one sentence with nothing to
 * press: the shell says it (from the manifest) and so do mf-admin's own routes (for a shell that
 * does not know the `office-admin` guard yet, or the dev host).
 */
export const ADMIN_ONLY = {
  staff: 'Only an administrator can manage staff.',
  selection: 'Only an administrator can change selection windows.',
  selectionProcess: 'Only an administrator can run a selection process.',
  hostels: 'Only an administrator can manage hostels and rooms.',
  roster: 'Only an administrator can manage the roster and how students sign up.',
  year: 'Only an administrator can close an academic year.',
} as const;

/**
 * The paths mf-admin owns: the admin area, for staff, in its own frame (the admin sidebar); its
 * pages for administrators only say so with the `office-admin` guard. A shell that predates that
 * guard drops those routes, and they fall to `/adminpage` (staff), where mf-admin checks again.
 */
export const manifest: RemoteManifest = {
  name: 'mf_admin',
  area: 'The admin area',
  routes: [
    { path: '/adminpage', match: 'prefix', guard: 'admin', title: 'Admin', frame: 'own' },
    { path: '/adminpage/staff', match: 'prefix', guard: 'office-admin', refusal: ADMIN_ONLY.staff, title: 'Staff', frame: 'own' },
    { path: '/adminpage/selection', match: 'prefix', guard: 'office-admin', refusal: ADMIN_ONLY.selection, title: 'Selection Window', frame: 'own' },
    { path: '/adminpage/selection/processes', match: 'prefix', guard: 'office-admin', refusal: ADMIN_ONLY.selectionProcess, title: 'Selection processes', frame: 'own' },
    { path: '/adminpage/hostels', match: 'prefix', guard: 'office-admin', refusal: ADMIN_ONLY.hostels, title: 'Hostels', frame: 'own' },
    { path: '/adminpage/roster', match: 'prefix', guard: 'office-admin', refusal: ADMIN_ONLY.roster, title: 'Roster', frame: 'own' },
    { path: '/adminpage/year', match: 'prefix', guard: 'office-admin', refusal: ADMIN_ONLY.year, title: 'Academic year', frame: 'own' },
  ],
};
