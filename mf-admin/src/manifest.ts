import type { RemoteManifest } from 'web-kit';

/**
 * What a warden reads on a page for administrators only, one sentence with nothing to press, said
 * by mf-admin's own routes (`AdminOnly`) inside the admin frame, sidebar and all.
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
 * The paths mf-admin owns: the admin area, for staff, in its own frame (the admin sidebar). Its
 * pages for administrators only are staff's too as far as the shell goes (`admin`): the shell's
 * own refusal (`office-admin`) is a page without this frame, so a warden who opened one lost the
 * sidebar and every way on but one link (issue 51). mf-admin refuses them itself, in its frame
 * (`AdminOnly`); the server refuses every request of theirs anyway. The entries name the pages.
 */
export const manifest: RemoteManifest = {
  name: 'mf_admin',
  area: 'The admin area',
  routes: [
    { path: '/adminpage', match: 'prefix', guard: 'admin', title: 'Admin', frame: 'own' },
    { path: '/adminpage/staff', match: 'prefix', guard: 'admin', title: 'Staff', frame: 'own' },
    { path: '/adminpage/selection', match: 'prefix', guard: 'admin', title: 'Selection Window', frame: 'own' },
    { path: '/adminpage/selection/processes', match: 'prefix', guard: 'admin', title: 'Selection processes', frame: 'own' },
    { path: '/adminpage/hostels', match: 'prefix', guard: 'admin', title: 'Hostels', frame: 'own' },
    { path: '/adminpage/roster', match: 'prefix', guard: 'admin', title: 'Roster', frame: 'own' },
    { path: '/adminpage/year', match: 'prefix', guard: 'admin', title: 'Academic year', frame: 'own' },
  ],
};
