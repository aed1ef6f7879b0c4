import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from 'ui';
import { useSession } from './session';

/** Student screens: a visitor without a session goes to /login. The server checks again. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Spinner label="Checking your session" />;
  return user ? <>{children}</> : <Navigate to="/login" replace />;
}

/** The admin area: admins only (a student is sent home). The server refuses them anyway. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Spinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace />;
  return user.role === 'ADMIN' ? <>{children}</> : <Navigate to="/" replace />;
}
