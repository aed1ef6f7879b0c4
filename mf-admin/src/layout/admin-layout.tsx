import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { styled } from 'ui';
import { OfficeTimeNote } from 'web-kit';
import { AdminSidebar } from './admin-sidebar';
import { FRONT_DESK_PATH, GATE_PATH, REPAIRS_PATH } from './nav-items';
import { SECURITY_PATH, useMustEnrol } from './must-enrol';
import { useStaffRole } from './use-staff-role';

// One row: the sidebar's column, then the page, both as tall as the taller of them.
const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Main = styled.main.attrs({ id: 'main' })`
  flex: 1;
  min-width: 0;
  padding: 1.5rem 2rem;

  /* A phone at the gate: every pixel beside the collapsed sidebar goes to the page. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 1rem 0.75rem;
  }
`;

/**
 * The frame of every admin screen: the sidebar, collapsed at first, and the page beside it. The
 * page moves over with the sidebar rather than sitting under it, so nothing is hidden while
 * the labels are shown. A gate guard may use the gate and the front desk only (and their own Sign-in
 * security): any other screen sends them to the gate (the server refuses them everything else anyway); maintenance staff, likewise, their repairs. Staff who must
 * add a second factor first are sent to Sign-in security (docs/decisions/0155). Under the page, for staff whose browser keeps
 * another zone than the office's, one line says which zone the times are in.
 */
export function AdminLayout() {
  const [expanded, setExpanded] = useState(false);
  const role = useStaffRole();
  const { pathname } = useLocation();
  const mustEnrol = useMustEnrol();
  const own = pathname.startsWith(SECURITY_PATH);
  // The screens a guard or a maintenance person may use, the first their home; null: no fence.
  const allowed = role === 'GUARD' ? [GATE_PATH, FRONT_DESK_PATH] : role === 'MAINTENANCE' ? [REPAIRS_PATH] : null;
  const home = allowed?.[0] ?? null;
  const fenced = (allowed !== null && !allowed.some((path) => pathname.startsWith(path)) && !own) || (mustEnrol && !own);
  return (
    <Frame>
      <AdminSidebar expanded={expanded} onToggle={() => setExpanded((open) => !open)} />
      <Main>
        {fenced ? <Navigate to={mustEnrol ? SECURITY_PATH : (home ?? GATE_PATH)} replace /> : <Outlet />}
        <OfficeTimeNote />
      </Main>
    </Frame>
  );
}
