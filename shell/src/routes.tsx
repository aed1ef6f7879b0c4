import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from 'ui';
import { Guard, routeFor, type RemoteEntry, type RemoteRoute } from 'web-kit';
import { firstScreenShown } from 'web-kit/early-answers';
import { OwnFrame } from './frame/own-frame';
import { OWN_PAGES } from './own-pages';
import { freshPage, freshPageFor } from './reports/remote-reports';
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
  const { pathname, search, hash } = useLocation();
  const owner = routeFor(pathname, useRemotes());
  const title = owner ? `${owner.route.title} · DormSpace` : 'DormSpace';
  useEffect(() => {
    document.title = title;
  }, [title]);
  // A remote failed on this page: the next screen comes from a fresh page, with today's releases.
  const fresh = freshPageFor(pathname + search);
  useLayoutEffect(() => {
    if (fresh) freshPage.load(pathname + search + hash);
  }, [fresh, pathname, search, hash]);

  if (fresh) return <Spinner label="Loading" />;
  if (!owner)
    return (
      <>
        <RemoteUnavailable area="This part of DormSpace" />
        <Shown />
      </>
    );
  return (
    <Guard guard={owner.route.guard} refusal={owner.route.refusal}>
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
    const frame = requestAnimationFrame(
      () =>
        (task = setTimeout(() => {
          setBell(true);
          firstScreenShown();
        })),
    );
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [module, bell]);
  return route.frame === 'student' ? <StudentFrame bell={bell}>{content}</StudentFrame> : <OwnFrame bell={bell}>{content}</OwnFrame>;
}

/** Tells the page's client, once mounted, that a first screen is shown (it may come now). */
function Shown() {
  useEffect(firstScreenShown, []);
  return null;
}

/**
 * One of the shell's own screens, loaded when first shown: none is part of the first screen of a
 * page that is not theirs (a student's dashboard, a room grid), which every other page is.
 */
function ownPage<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  const Screen = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Screen />
      <Shown />
    </Suspense>
  );
}

/**
 * The shell's own screens (logging in, an invited staff member's first password, a guardian's
 * answer to an outpass), then whatever the remotes' manifests offer.
 */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path={OWN_PAGES.login} element={ownPage(() => import('./features/auth/login-page'), 'LoginPage')} />
      <Route path={OWN_PAGES.signup} element={ownPage(() => import('./features/auth/signup-page'), 'SignupPage')} />
      <Route path={OWN_PAGES.forgotPassword} element={ownPage(() => import('./features/auth/forgot-password-page'), 'ForgotPasswordPage')} />
      <Route path={OWN_PAGES.welcome} element={ownPage(() => import('./features/auth/welcome-page'), 'WelcomePage')} />
      <Route path={OWN_PAGES.guardian} element={ownPage(() => import('./features/guardian/guardian-page'), 'GuardianPage')} />
      <Route path="*" element={<RemoteArea />} />
    </Routes>
  );
}
