import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { styled, Spinner } from 'ui';
import { knownGuard, type RouteGuard } from '../remote-manifest';
import { isStaff, landingFor, landingName, type Role } from './roles';
import { useSession } from './session';

/**
 * Who each guard lets in once logged in. `admin` means staff (admins, wardens and guards): the
 * name is a contract written in the manifests of separately deployed remotes, so renaming it would
 * lock wardens and admins out of every released remote. `office-admin` is administrators only.
 */
const ADMITS: Record<RouteGuard, (role: Role) => boolean> = {
  public: () => true,
  session: () => true,
  admin: isStaff,
  'office-admin': (role) => role === 'ADMIN',
};

/** Said to staff a guard refuses, when the route gives no sentence of its own. */
export const GENERAL_REFUSAL = 'Only an administrator can open this page.';

const Refused = styled.main.attrs({ id: 'main' })`
  max-width: 40rem;
  margin: 0 auto;
  padding: 3rem 1.5rem;

  h1 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
    font-weight: 600;
  }
`;

/**
 * Lets a screen through by its route's guard: `public` for anyone; the others send a visitor to
 * /login; `admin` (staff) and `office-admin` (administrators) send a student home, and show staff
 * whose role the guard refuses one sentence, `refusal`, with nothing to press but the way to their
 * own start (the remote's frame, with its menu, is not loaded for them: no dead end). A guard this code
 * does not know is the strictest it knows. Only a convenience for the eye: the server checks every
 * request again.
 */
export function Guard({ guard, refusal = GENERAL_REFUSAL, children }: { guard: RouteGuard; refusal?: string; children: ReactNode }) {
  const { user, loading } = useSession();
  if (guard === 'public') return <>{children}</>;
  if (loading) return <Spinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace />;
  if (ADMITS[knownGuard(guard)](user.role)) return <>{children}</>;
  if (!isStaff(user.role)) return <Navigate to="/" replace />;
  return (
    <Refused>
      <h1>{refusal}</h1>
      <Link to={landingFor(user.role)}>{landingName(user.role)}</Link>
    </Refused>
  );
}

/** Student screens: a visitor without a session goes to /login. */
export const RequireSession = ({ children }: { children: ReactNode }) => <Guard guard="session">{children}</Guard>;

/** The admin area: staff only (admins, wardens and guards). */
export const RequireAdmin = ({ children }: { children: ReactNode }) => <Guard guard="admin">{children}</Guard>;
