import { LogoutButton } from './logout-button';
import { navItemsFor } from './nav-items';
import { Bar, Brand, Icon, Item, ItemButton, Row, Spacer } from './sidebar-styles';
import { useStaffRole } from './use-staff-role';

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
  const items = navItemsFor(useStaffRole());
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
      {items.map((item) => (
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
