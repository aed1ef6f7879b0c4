import { styled, Button } from 'ui';
import { floorName } from '../../lib/floor-name';

/** However many floors a hostel has: they wrap onto more lines on a phone, never off its edge. */
const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A tap target of at least 44 × 44 CSS px (WCAG 2.5.5), at the small button's text size. */
const FloorButton = styled(Button)`
  min-height: 2.75rem;
  min-width: 2.75rem;
`;

/** The floor buttons: each says whether it is the floor shown (aria-pressed). */
export function FloorSwitch({ floors, selected, onSelect }: { floors: number[]; selected: number; onSelect: (floor: number) => void }) {
  return (
    <Group role="group" aria-label="Floor">
      {floors.map((floor) => (
        <FloorButton key={floor} size="sm" variant={floor === selected ? 'primary' : 'secondary'} aria-pressed={floor === selected} onClick={() => onSelect(floor)}>
          {floorName(floor)}
        </FloorButton>
      ))}
    </Group>
  );
}
