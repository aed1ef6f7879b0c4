import { styled } from 'ui';
import { floorPlan } from './floor-layout';
import { RoomButton } from './room-button';
import type { GridRoom } from './room-grid.operations';
import { roomStateOf, type OwnRooms } from './room-state';

const Plan = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem 2.5rem;
`;

const Wing = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Block = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  padding: 0.375rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const WING_NAMES = ['Left wing', 'Right wing'];

/** Props of {@link FloorPlanView}. */
export interface FloorPlanViewProps {
  hostel: string;
  rooms: GridRoom[];
  own: OwnRooms;
  /** Room selection is open: free rooms may be booked or requested. */
  selectionOpen: boolean;
  onOpen: (room: GridRoom) => void;
}

/** One floor's rooms in their fixed places: wings of blocks, each room a button. */
export function FloorPlanView({ hostel, rooms, own, selectionOpen, onOpen }: FloorPlanViewProps) {
  const wings = floorPlan(hostel, rooms);
  return (
    <Plan>
      {wings.map((blocks, w) => (
        <Wing key={w} role="group" aria-label={wings.length > 1 ? WING_NAMES[w] : 'Rooms'}>
          {blocks.map((block) => (
            <Block key={block[0]!.id}>
              {block.map((room) => (
                <RoomButton key={room.id} room={room} state={roomStateOf(room, own)} selectionOpen={selectionOpen} onOpen={onOpen} />
              ))}
            </Block>
          ))}
        </Wing>
      ))}
    </Plan>
  );
}
