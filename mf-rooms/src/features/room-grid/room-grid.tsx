import { styled, Alert, Spinner } from 'ui';
import { floorName } from '../../lib/floor-name';
import { SelectionWindowBanner } from '../selection-window/selection-window-banner';
import { FloorPlanView } from './floor-plan-view';
import { FloorSwitch } from './floor-switch';
import { hostelFloors, type HostelFloors } from './hostel-floors';
import { Legend } from './legend';
import { OutOfServiceList } from './out-of-service-list';
import type { GridRoom } from './room-grid.operations';
import type { OwnRooms } from './room-state';
import { useFloor } from './use-floor';
import type { RoomGridData } from './use-room-grid';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

/** Props of {@link RoomGrid}. */
export interface RoomGridProps {
  hostel: string;
  /** The hostel's floors, as the office set them; undefined while the hostel is not known: no room is drawn until it is. */
  building: HostelFloors | undefined;
  /** The rooms and the selection window, from {@link useRoomGrid}. */
  grid: RoomGridData;
  /** Whether this hostel takes requests (a Pending Request state exists). */
  requests: boolean;
  own: OwnRooms;
  onOpen: (room: GridRoom) => void;
}

const summary = (floor: number, shown: GridRoom[]) => {
  if (shown.length === 0) return `There are no rooms on the ${floorName(floor)} yet.`;
  const free = shown.filter((r) => r.inService && r.isAvailable).length;
  const out = shown.filter((r) => !r.inService).length;
  return `${floorName(floor)}: ${free} of ${shown.length} rooms have a free bed.${out ? ` ${out} ${out === 1 ? 'is' : 'are'} out of service.` : ''}`;
};

/**
 * A hostel's rooms, one floor at a time, under the legend and the selection window's banner. While
 * selection is not open the rooms stay in view but free ones do not open (the banner says why).
 * The heading and the legend are there from the first render; the rest comes in below them, so
 * they do not move as the hostel and its rooms arrive. The floors are the hostel's (any number),
 * each room on its own `floor`; a floor with no room yet says so.
 */
export function RoomGrid({ hostel, building, grid, requests, own, onOpen }: RoomGridProps) {
  // A retired room is dropped from the list as it comes (use-room-grid.ts); never drawn meanwhile.
  const rooms = (grid.rooms ?? []).filter((r) => !r.retired);
  const floors = hostelFloors(building, rooms);
  const [floor, selectFloor] = useFloor(floors);

  let body;
  if (grid.failed) body = <Alert>Error: Failed to initialize. Please try again.</Alert>;
  else if (!grid.rooms || !building) body = <Spinner label={`Loading the rooms of ${hostel}`} />;
  else {
    const shown = rooms.filter((r) => r.floor === floor);
    body = (
      <>
        <FloorSwitch floors={floors} selected={floor} onSelect={selectFloor} />
        <p aria-live="polite">{summary(floor, shown)}</p>
        <FloorPlanView hostel={hostel} rooms={shown} own={own} selectionOpen={grid.selection.open} onOpen={onOpen} />
        <OutOfServiceList floor={floor} rooms={shown} />
      </>
    );
  }
  return (
    <Section aria-labelledby="rooms-heading">
      <h2 id="rooms-heading">Rooms</h2>
      <div>
        {!grid.failed && <Legend requests={requests} outOfService={rooms.some((r) => !r.inService)} accessible={rooms.some((r) => r.accessible)} />}
        <SelectionWindowBanner message={grid.selection.message} open={grid.selection.open} />
      </div>
      {body}
    </Section>
  );
}
