import { useQuery } from '@apollo/client/react';
import { LogoutButton } from './logout-button';
import { STAFF_VIEWER } from './viewer.operations';
import { ADMIN_NAV_ITEMS } from './nav-items';
import { Bar, Brand, Icon, Item, ItemButton, Row, Spacer } from './sidebar-styles';

/** Props of {@link AdminSidebar}. */
export interface AdminSidebarProps {
  expanded: boolean;
  onToggle: () => void;
}

/**
 * The admin navigation: icons only while collapsed, brand and labels once the menu button expands
 * it. The item of the current route is highlighted (NavLink's `active` class and `aria-current`).
 */
export function AdminSidebar({ expanded, onToggle }: AdminSidebarProps) {
  // Admin-only entries wait until the viewer is known to be an admin: a warden never sees them.
  const { data } = useQuery(STAFF_VIEWER);
  const admin = data?.me?.role === 'ADMIN';
  return (
    <Bar aria-label="Admin navigation" $expanded={expanded} data-expanded={expanded}>
      <Row>
        <ItemButton
          onClick={onToggle}
          aria-label={expanded ? 'Collapse navigation' : 'Expand navigation'}
          aria-expanded={expanded}
        >
          <Icon>☰</Icon>
        </ItemButton>
        {expanded && <Brand>DormSpace</Brand>}
      </Row>
      {ADMIN_NAV_ITEMS.filter((item) => admin || !item.adminOnly).map((item) => (
        // No `end`: the approval screen below Booking Requests keeps that item highlighted.
        <Item key={item.to} to={item.to} aria-label={item.label} title={item.label}>
          <Icon>{item.icon}</Icon>
          {expanded && <span>{item.label}</span>}
        </Item>
      ))}
      <Spacer />
      <LogoutButton showLabel={expanded} />
    </Bar>
  );
}
