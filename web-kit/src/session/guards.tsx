import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from 'ui';
import type { RouteGuard } from '../remote-manifest';
import { useSession } from './session';

/**
 * Lets a screen through by its route's guard: `public` for anyone, `session` for anyone logged in
 * (a visitor goes to /login), `admin` for admins (a student is sent home). Only a convenience for
 * the eye: the server checks every request again.
 */
export function Guard({ guard, children }: { guard: RouteGuard; children: ReactNode }) {
  const { user, loading } = useSession();
  if (guard === 'public') return <>{children}</>;
  if (loading) return <Spinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace />;
  if (guard === 'admin' && user.role !== 'ADMIN') return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** Student screens: a visitor without a session goes to /login. */
export const RequireSession = ({ children }: { children: ReactNode }) => <Guard guard="session">{children}</Guard>;

/** The admin area: admins only. */
export const RequireAdmin = ({ children }: { children: ReactNode }) => <Guard guard="admin">{children}</Guard>;
