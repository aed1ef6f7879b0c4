import { Navigate, type RouteObject } from 'react-router';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { GatePage } from './features/gate/gate-page';
import { OutpassRequestsPage } from './features/outpass-requests/outpass-requests-page';
import { ProfilePage } from './features/profile/profile-page';
import { RoomInquiryPage } from './features/room-inquiry/room-inquiry-page';
import { RoomRequestApprovalPage } from './features/room-requests/room-request-approval-page';
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
 * What mf-admin exposes as `./routes`: every screen under /adminpage, inside the admin layout
 * (which keeps a gate guard on `gate`); Staff and Selection window for administrators only.
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
      { path: 'roomrequests/approval', element: <RoomRequestApprovalPage /> },
      { path: 'waitlist', element: <WaitlistPage /> },
      { path: 'roominquiry', element: <RoomInquiryPage /> },
      { path: 'outpassrequest', element: <OutpassRequestsPage /> },
      { path: 'gate', element: <GatePage /> },
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
      { path: 'profile', element: <ProfilePage /> },
      // An unknown admin URL (an old bookmark) lands on the dashboard rather than a blank page.
      { path: '*', element: <Navigate to={DASHBOARD} replace /> },
    ],
  },
];
