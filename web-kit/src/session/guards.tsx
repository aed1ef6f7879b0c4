import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from 'ui';
import type { RouteGuard } from '../remote-manifest';
import { isStaff } from './roles';
import { useSession } from './session';

/**
 * Lets a screen through by its route's guard: `public` for anyone, `session` for anyone logged in
 * (a visitor goes to /login), `admin` for staff: admins and wardens (a student is sent home).
 * The guard is still called `admin` although it means "staff": the name is a contract written in
 * the manifests of separately deployed remotes, so renaming it would lock wardens and admins out
 * of every released remote. Only a convenience for the eye: the server checks every request again.
 */
export function Guard({ guard, children }: { guard: RouteGuard; children: ReactNode }) {
  const { user, loading } = useSession();
  if (guard === 'public') return <>{children}</>;
  if (loading) return <Spinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace />;
  if (guard === 'admin' && !isStaff(user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** Student screens: a visitor without a session goes to /login. */
export const RequireSession = ({ children }: { children: ReactNode }) => <Guard guard="session">{children}</Guard>;

/** The admin area: staff only (admins and wardens). */
export const RequireAdmin = ({ children }: { children: ReactNode }) => <Guard guard="admin">{children}</Guard>;
