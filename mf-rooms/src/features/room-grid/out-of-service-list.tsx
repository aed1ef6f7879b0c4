import { useId } from 'react';
import { styled } from 'ui';
import { floorName } from '../../lib/floor-name';
import type { GridRoom } from './room-grid.operations';
import { outOfServiceWhy } from './room-state';

const Box = styled.div`
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

/**
 * The floor's rooms the office took out of service, each with its reason in words: a grey tile
 * has room for 'Out of service' only, and the reason belongs in view, not in a tooltip a phone
 * cannot show. Nothing when every room is in service.
 */
export function OutOfServiceList({ floor, rooms }: { floor: number; rooms: GridRoom[] }) {
  const id = useId();
  const out = rooms.filter((r) => !r.inService).sort((a, b) => a.number - b.number);
  if (out.length === 0) return null;
  return (
    <Box>
      <h3 id={id}>Out of service on the {floorName(floor)}</h3>
      <ul aria-labelledby={id}>
        {out.map((room) => (
          <li key={room.id}>
            Room {room.number}: {outOfServiceWhy(room)}
          </li>
        ))}
      </ul>
    </Box>
  );
}
