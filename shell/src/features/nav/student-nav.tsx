import { useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { styled, ConfirmDialog } from 'ui';
import { goToLogin, navEntries, SIGNED_OUT, useLogout } from 'web-kit';
import { LogIn, LogOut, Menu } from 'lucide-react';
import { useRemotes } from '../../remotes/remotes-context';
import { NavIcon } from './nav-icons';

const Bar = styled.nav<{ $expanded: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  width: ${({ $expanded, theme }) => ($expanded ? theme.sidebar.expanded : theme.sidebar.collapsed)};
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  display: flex;
  flex-direction: column;
  padding: 0.75rem 0.5rem;
  gap: 0.25rem;
  transition: width 0.2s ease;
  z-index: 10;
  overflow: hidden;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border-radius: 0.5rem;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  &.active {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  &:hover:not(.active) {
    background: rgba(255, 255, 255, 0.08);
  }
`;

const IconButton = styled.button`
  all: unset;
  cursor: pointer;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border-radius: 0.5rem;
  white-space: nowrap;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/** Over the page while the bar is expanded: a click on it (or Escape) folds the bar back. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 9;
  background: rgba(15, 23, 42, 0.35);
`;

/** A fixed box for each icon, so labels line up whatever the icon's shape. */
const Icon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  justify-content: center;
  width: 1.5rem;
  flex: none;
`;

/**
 * The student navigation bar: fixed left, collapsed (5rem, icons) until the menu button expands
 * it (16rem, labels and brand), collapsed again on every route change, on Escape and on a click
 * beside it (it covers the page on a phone); the active route is highlighted; Logout asks first.
 * A visitor without a session (on /review) gets Log in instead of Logout.
 */
export function StudentNav({ go, signedIn = true }: { go?: (to: string) => void; signedIn?: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { pathname } = useLocation();
  const items = navEntries(useRemotes());
  const { logOut, loading, error, clearError } = useLogout({ onDone: go ? () => go(SIGNED_OUT) : goToLogin });
  const menuButton = useRef<HTMLButtonElement>(null);

  // A new page closes the phone menu (state adjusted during render, as React advises).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setExpanded(false);
  }
  const collapse = () => {
    setExpanded(false);
    menuButton.current?.focus();
  };

  return (
    <>
      {expanded ? <Backdrop data-testid="nav-backdrop" onClick={collapse} /> : null}
      <Bar aria-label="Student navigation" $expanded={expanded} data-expanded={expanded} onKeyDown={(event) => expanded && event.key === 'Escape' && collapse()}>
        <Row>
          <IconButton ref={menuButton} onClick={() => setExpanded((e) => !e)} aria-label={expanded ? 'Collapse navigation' : 'Expand navigation'} aria-expanded={expanded}>
            <Icon>
              <Menu size={22} focusable="false" />
            </Icon>
          </IconButton>
          {expanded ? <strong>DormSpace</strong> : null}
        </Row>
        {items.map((item) => (
          <Item key={item.to} to={item.to} end aria-label={item.label} title={item.label}>
            <Icon>
              <NavIcon name={item.icon} />
            </Icon>
            {expanded ? <span>{item.label}</span> : null}
          </Item>
        ))}
        <div style={{ flex: 1 }} />
        {signedIn ? (
          <IconButton onClick={() => setConfirming(true)} aria-label="Logout" title="Logout">
            <Icon>
              <LogOut size={22} focusable="false" />
            </Icon>
            {expanded ? <span>Logout</span> : null}
          </IconButton>
        ) : (
          <Item to="/login" aria-label="Log in" title="Log in">
            <Icon>
              <LogIn size={22} focusable="false" />
            </Icon>
            {expanded ? <span>Log in</span> : null}
          </Item>
        )}
        <ConfirmDialog
          open={confirming}
          title="Confirm Logout"
          message={error ?? 'Are you sure you want to log out?'}
          loading={loading}
          onCancel={() => {
            setConfirming(false);
            clearError();
          }}
          onConfirm={() => void logOut()}
        />
      </Bar>
    </>
  );
}
