import { NavLink } from 'react-router-dom';
import { styled } from 'ui';
import { linkAsButton } from '../shared/file-link';
import { FRONT_DESK_PATH, VISITORS_DESK_PATH } from './nav-items';

const Switch = styled.nav`
  display: flex;
  gap: 0.5rem;
  margin: -0.5rem 0 1.25rem;
`;

// The page one is on is drawn filled, and says so (aria-current) to screen readers.
const Tab = styled(NavLink)`
  ${linkAsButton}
  flex: 1;
  justify-content: center;
  max-width: 12rem;

  &[aria-current='page'],
  &[aria-current='page']:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: #ffffff;
  }
`;

/** The front desk's two screens, parcels and visitors, one tap apart: under each page's heading. */
export function DeskSwitch() {
  return (
    <Switch aria-label="Front desk">
      <Tab to={FRONT_DESK_PATH} end>
        Parcels
      </Tab>
      <Tab to={VISITORS_DESK_PATH} end>
        Visitors
      </Tab>
    </Switch>
  );
}
