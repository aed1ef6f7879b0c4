import { Alert } from 'ui';
import { RoomGrid } from './room-grid';
import type { GridHostel } from './room-grid.operations';
import type { RoomGridData } from './use-room-grid';

const noop = () => undefined;

/** Staff look at a hostel's grid (and its selection window) without booking: students book here. */
export function StaffRoomGrid({ hostel, grid }: { hostel: GridHostel; grid: RoomGridData }) {
  return (
    <>
      <Alert tone="info">Staff view: students book rooms on this screen.</Alert>
      <RoomGrid hostel={hostel.name} grid={grid} tone={hostel.gender === 'FEMALE' ? 'blue' : 'green'} requests={hostel.bookingMode !== 'INSTANT'} own={{}} onOpen={noop} />
    </>
  );
}
