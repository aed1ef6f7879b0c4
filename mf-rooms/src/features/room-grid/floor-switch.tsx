import { styled, Button } from 'ui';
import { floorName } from '../../lib/floor-name';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The floor buttons: each says whether it is the floor shown (aria-pressed). */
export function FloorSwitch({ floors, selected, onSelect }: { floors: number[]; selected: number; onSelect: (floor: number) => void }) {
  return (
    <Group role="group" aria-label="Floor">
      {floors.map((floor) => (
        <Button key={floor} size="sm" variant={floor === selected ? 'primary' : 'secondary'} aria-pressed={floor === selected} onClick={() => onSelect(floor)}>
          {floorName(floor)}
        </Button>
      ))}
    </Group>
  );
}
