import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from 'ui';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { GatePage } from './features/gate/gate-page';
import { OutpassRequestsPage } from './features/outpass-requests/outpass-requests-page';
import { RepairJobRoute, RepairsHome } from './features/repairs/repairs-home';
import { ProfilePage } from './features/profile/profile-page';
import { RoomInquiryPage } from './features/room-inquiry/room-inquiry-page';
import { LegacyRoomRequestApprovalPage, RoomRequestApprovalPage } from './features/room-requests/room-request-approval-page';
import { RoomRequestsPage } from './features/room-requests/room-requests-page';
import { AuditPage } from './features/audit/audit-page';
import { SelectionPage } from './features/selection/selection-page';
import { StaffPage } from './features/staff/staff-page';
import { StudentRecordPage } from './features/students/student-record-page';
import { StudentsPage } from './features/students/students-page';
import { WaitlistPage } from './features/waitlist/waitlist-page';
import { AdminLayout } from './layout/admin-layout';
import { AdminOnly } from './layout/admin-only';
import { ADMIN_ONLY } from './manifest';

const DASHBOARD = '/adminpage/dashboard';

/**
 * A screen loaded on first visit, in a chunk of its own (as mf-student's routes): the shell mounts
 * these routes with `useRoutes`, which has no route-level `lazy`, so React.lazy splits them and
 * the exposed `./routes` chunk, the dashboard's first screen, does not grow with them.
 */
function lazyPage<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  const Screen = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return (
    <Suspense fallback={<Spinner size="lg" label="Loading" />}>
      <Screen />
    </Suspense>
  );
}

const hostelsPage = lazyPage(() => import('./features/hostels/hostels-page'), 'HostelsPage');
const hostelPage = lazyPage(() => import('./features/hostels/hostel-page'), 'HostelPage');
const rosterPage = lazyPage(() => import('./features/roster/roster-page'), 'RosterPage');
const yearPage = lazyPage(() => import('./features/year/year-page'), 'YearPage');
const processesPage = lazyPage(() => import('./features/selection-process/processes-page'), 'ProcessesPage');
const processPage = lazyPage(() => import('./features/selection-process/process-page'), 'ProcessPage');
const newProcessPage = lazyPage(() => import('./features/selection-process/process-form-page'), 'NewProcessPage');
const editProcessPage = lazyPage(() => import('./features/selection-process/process-form-page'), 'EditProcessPage');
const entrantsPage = lazyPage(() => import('./features/selection-process/entrants-page'), 'EntrantsPage');
const selectionDayPage = lazyPage(() => import('./features/selection-process/selection-day-page'), 'SelectionDayPage');
const frontDeskPage = lazyPage(() => import('./features/front-desk/front-desk-page'), 'FrontDeskPage');
const visitorsDeskPage = lazyPage(() => import('./features/visitors-desk/visitors-desk-page'), 'VisitorsDeskPage');
const securityPage = lazyPage(() => import('./features/security/security-page'), 'SecurityPage');

/** The selection process's screens (issue 43), below the selection window's page: for administrators, loaded on first visit. */
const processRoute = (path: string, heading: string, page: JSX.Element): RouteObject => ({
  path,
  element: (
    <AdminOnly heading={heading} refusal={ADMIN_ONLY.selectionProcess}>
      {page}
    </AdminOnly>
  ),
});

/**
 * What mf-admin exposes as `./routes`: every screen under /adminpage, inside the admin layout
 * (which keeps a gate guard on `gate` and `frontdesk`); Staff, Selection window, Selection processes, Hostels and
 * Roster for administrators only. The hostels', the roster's (issue 42) and the selection
 * processes' (issue 43) pages load on first visit.
 *
 * The `/adminpage` segment is optional on purpose. The shell mounts these routes with
 * `useRoutes` under its `/adminpage/*` route, and descendant routes match the rest of the URL
 * only (`/dashboard`); the dev host and the tests mount them at the root, where the full URL
 * (`/adminpage/dashboard`) is matched. `/adminpage?` matches both; links stay absolute.
 */
export const routes: RouteObject[] = [
  {
    path: '/adminpage?',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to={DASHBOARD} replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'roomrequests', element: <RoomRequestsPage /> },
      // The spec's address, with the id in the navigation state: sent on to the request's own.
      { path: 'roomrequests/approval', element: <LegacyRoomRequestApprovalPage /> },
      { path: 'roomrequests/:id', element: <RoomRequestApprovalPage /> },
      { path: 'waitlist', element: <WaitlistPage /> },
      { path: 'roominquiry', element: <RoomInquiryPage /> },
      { path: 'outpassrequest', element: <OutpassRequestsPage /> },
      { path: 'gate', element: <GatePage /> },
      // The front desk's parcels (issue 54): guards, wardens and admins; loaded on first visit.
      { path: 'frontdesk', element: frontDeskPage },
      // Its visitors (issue 54): the same people; below `frontdesk`, so a guard's fence lets them in.
      { path: 'frontdesk/visitors', element: visitorsDeskPage },
      { path: 'repairs', element: <RepairsHome /> },
      { path: 'repairs/:id', element: <RepairJobRoute /> },
      { path: 'students', element: <StudentsPage /> },
      { path: 'students/:id', element: <StudentRecordPage /> },
      { path: 'audit', element: <AuditPage /> },
      {
        path: 'staff',
        element: (
          <AdminOnly heading="Staff" refusal={ADMIN_ONLY.staff}>
            <StaffPage />
          </AdminOnly>
        ),
      },
      {
        path: 'selection',
        element: (
          <AdminOnly heading="Selection window" refusal={ADMIN_ONLY.selection}>
            <SelectionPage />
          </AdminOnly>
        ),
      },
      processRoute('selection/processes', 'Selection processes', processesPage),
      processRoute('selection/processes/new', 'New selection process', newProcessPage),
      processRoute('selection/processes/:id', 'Selection process', processPage),
      processRoute('selection/processes/:id/edit', 'Edit selection process', editProcessPage),
      processRoute('selection/processes/:id/entrants', 'Entrants', entrantsPage),
      processRoute('selection/processes/:id/day', 'Selection day', selectionDayPage),
      {
        path: 'hostels',
        element: (
          <AdminOnly heading="Hostels" refusal={ADMIN_ONLY.hostels}>
            {hostelsPage}
          </AdminOnly>
        ),
      },
      {
        path: 'hostels/:code',
        element: (
          <AdminOnly heading="Hostel" refusal={ADMIN_ONLY.hostels}>
            {hostelPage}
          </AdminOnly>
        ),
      },
      {
        path: 'roster',
        element: (
          <AdminOnly heading="Roster" refusal={ADMIN_ONLY.roster}>
            {rosterPage}
          </AdminOnly>
        ),
      },
      {
        path: 'year',
        element: (
          <AdminOnly heading="Academic year" refusal={ADMIN_ONLY.year}>
            {yearPage}
          </AdminOnly>
        ),
      },
      { path: 'profile', element: <ProfilePage /> },
      // Every staff role's own second factors (issue 52).
      { path: 'security', element: securityPage },
      // An unknown admin URL (an old bookmark) lands on the dashboard rather than a blank page.
      { path: '*', element: <Navigate to={DASHBOARD} replace /> },
    ],
  },
];
