import { Menu } from 'lucide-react';
import { VisuallyHidden } from '../shared/visually-hidden';
import { LogoutButton } from './logout-button';
import { navItemsFor } from './nav-items';
import { Bar, Brand, Icon, Item, ItemButton, Rail, Row, Spacer } from './sidebar-styles';
import { useStaffRole } from './use-staff-role';

/** Props of {@link AdminSidebar}. */
export interface AdminSidebarProps {
  expanded: boolean;
  onToggle: () => void;
}

/**
 * The admin navigation: icons only while collapsed, brand and labels once the menu button expands
 * it. The item of the current route is highlighted (NavLink's `active` class and `aria-current`).
 * Icons are decorative (hidden from screen readers); each entry's label is its name, shown when
 * expanded and visually hidden while collapsed, so it is read the same either way.
 */
export function AdminSidebar({ expanded, onToggle }: AdminSidebarProps) {
  const items = navItemsFor(useStaffRole());
  return (
    <Rail $expanded={expanded}>
      <Bar aria-label="Admin navigation" $expanded={expanded} data-expanded={expanded}>
        <Row>
          <ItemButton
            onClick={onToggle}
            aria-label={expanded ? 'Collapse navigation' : 'Expand navigation'}
            aria-expanded={expanded}
          >
            <Icon>
              <Menu size={22} />
            </Icon>
          </ItemButton>
          {expanded && <Brand>DormSpace</Brand>}
        </Row>
        {items.map(({ to, label, icon: Glyph, end }) => (
          // No `end` unless said: the approval screen below Booking Requests keeps that item highlighted.
          <Item key={to} to={to} title={label} end={end}>
            <Icon>
              <Glyph size={22} />
            </Icon>
            {expanded ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
          </Item>
        ))}
        <Spacer />
        <LogoutButton showLabel={expanded} />
      </Bar>
    </Rail>
  );
}
