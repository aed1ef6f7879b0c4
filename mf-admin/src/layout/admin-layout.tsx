import { useState } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { AdminSidebar } from './admin-sidebar';

const Main = styled.main<{ $expanded: boolean }>`
  min-height: 100vh;
  margin-left: ${({ $expanded, theme }) => ($expanded ? theme.sidebar.expanded : theme.sidebar.collapsed)};
  padding: 1.5rem 2rem;
  transition: margin-left 0.2s ease;
`;

/**
 * The frame of every admin screen: the sidebar, collapsed at first, and the page beside it. The
 * page moves over with the sidebar rather than sitting under it, so nothing is hidden while
 * the labels are shown.
 */
export function AdminLayout() {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <AdminSidebar expanded={expanded} onToggle={() => setExpanded((open) => !open)} />
      <Main $expanded={expanded}>
        <Outlet />
      </Main>
    </>
  );
}
