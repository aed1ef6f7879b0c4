import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { Guard, routeFor } from 'web-kit';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { LoginPage } from './features/auth/login-page';
import { SignupPage } from './features/auth/signup-page';
import { WelcomePage } from './features/auth/welcome-page';
import { GuardianPage } from './features/guardian/guardian-page';
import { OwnFrame } from './frame/own-frame';
import { StudentFrame } from './frame/student-frame';
import { RemoteRoutes } from './remotes/remote-routes';
import { RemoteUnavailable } from './remotes/remote-unavailable';
import { useRemotes } from './remotes/remotes-context';

/**
 * Every path the shell does not draw itself belongs to the remote whose manifest claims it (an
 * exact path, else the longest prefix), behind that route's guard and in its frame. The shell
 * holds no list of those paths: a remote's release adds or moves them.
 */
function RemoteArea() {
  const { pathname } = useLocation();
  const owner = routeFor(pathname, useRemotes());
  const title = owner ? `${owner.route.title} · DormSpace` : 'DormSpace';
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!owner) return <RemoteUnavailable area="This part of DormSpace" />;
  const { remote, route } = owner;
  const content = <RemoteRoutes key={remote.name} remote={remote} />;
  return <Guard guard={route.guard}>{route.frame === 'student' ? <StudentFrame>{content}</StudentFrame> : <OwnFrame>{content}</OwnFrame>}</Guard>;
}

/**
 * The shell's own screens (logging in, an invited staff member's first password, a guardian's
 * answer to an outpass), then whatever the remotes' manifests offer.
 */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/welcome" element={<WelcomePage />} />
      <Route path="/guardian" element={<GuardianPage />} />
      <Route path="*" element={<RemoteArea />} />
    </Routes>
  );
}
