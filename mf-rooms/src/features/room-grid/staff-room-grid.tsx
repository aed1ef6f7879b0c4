import { Alert } from 'ui';
import { RoomGrid } from './room-grid';
import type { GridHostel } from './room-grid.operations';
import type { RoomGridData } from './use-room-grid';

const noop = () => undefined;

/** Staff look at a hostel's grid (and its selection window) without booking: students book here. */
export function StaffRoomGrid({ name, hostel, grid }: { name: string; hostel: GridHostel | undefined; grid: RoomGridData }) {
  return (
    <>
      <Alert tone="info">Staff view: students book rooms on this screen.</Alert>
      <RoomGrid hostel={name} building={hostel} grid={grid} requests={hostel?.bookingMode === 'APPROVAL'} own={{}} onOpen={noop} />
    </>
  );
}
