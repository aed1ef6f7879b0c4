import { useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { Guard, routeFor, type RemoteEntry, type RemoteRoute } from 'web-kit';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { LoginPage } from './features/auth/login-page';
import { SignupPage } from './features/auth/signup-page';
import { WelcomePage } from './features/auth/welcome-page';
import { GuardianPage } from './features/guardian/guardian-page';
import { OwnFrame } from './frame/own-frame';
import { StudentFrame } from './frame/student-frame';
import { RemoteRoutes, useRemoteRoutes } from './remotes/remote-routes';
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
  return (
    <Guard guard={owner.route.guard}>
      <RemoteScreen remote={owner.remote} route={owner.route} />
    </Guard>
  );
}

/**
 * A remote's screen in its frame. The frame's notification bell waits for the screen: the page's
 * own content is painted first, then the bell asks for its query and socket (on a phone's network
 * they competed with the remote's scripts and the page's queries for the same bandwidth).
 */
function RemoteScreen({ remote, route }: { remote: RemoteEntry; route: RemoteRoute }) {
  const module = useRemoteRoutes(remote.name);
  const content = <RemoteRoutes key={remote.name} remote={remote} module={module} />;
  // After the frame that paints the page (requestAnimationFrame, then a task); once shown, the
  // bell stays while another screen's code loads.
  const [bell, setBell] = useState(false);
  useEffect(() => {
    if (!module || bell) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (task = setTimeout(() => setBell(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [module, bell]);
  return route.frame === 'student' ? <StudentFrame bell={bell}>{content}</StudentFrame> : <OwnFrame bell={bell}>{content}</OwnFrame>;
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
