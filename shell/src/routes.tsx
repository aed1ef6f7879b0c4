import { Route, Routes, useLocation } from 'react-router';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { LoginPage } from './features/auth/login-page';
import { SignupPage } from './features/auth/signup-page';
import { StudentFrame } from './frame/student-frame';
import { RemoteRoutes } from './remotes/remote-routes';
import type { RemoteName } from './remotes/registry';
import { RequireAdmin, RequireSession } from './session/guards';

/** The room screens belong to mf-rooms; every other student path to mf-student. */
export const ROOM_PATHS = ['GH-1', 'GH-2', 'GH-3', 'BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5'].map((h) => `/allotment${h}`);
const PUBLIC_PATHS = ['/review'];

function StudentArea() {
  const { pathname } = useLocation();
  const remote: RemoteName = ROOM_PATHS.includes(pathname) ? 'mf_rooms' : 'mf_student';
  const content = (
    <StudentFrame>
      <RemoteRoutes key={remote} remote={remote} />
    </StudentFrame>
  );
  return PUBLIC_PATHS.includes(pathname) ? content : <RequireSession>{content}</RequireSession>;
}

/** The spec's route table. Each remote is mounted once, under a splat, and owns the paths below it. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route
        path="/adminpage/*"
        element={
          <RequireAdmin>
            <RemoteRoutes remote="mf_admin" />
          </RequireAdmin>
        }
      />
      <Route path="*" element={<StudentArea />} />
    </Routes>
  );
}
