import { useLocation, type RouteObject } from 'react-router-dom';
import { RoomGridPage } from './features/room-grid/room-grid-page';

/** The hostel a path names: `/allotmentBH-2` is BH-2 (the database says whether it exists). */
export const hostelOfPath = (pathname: string): string => decodeURIComponent(pathname.replace(/^\/allotment/, '').replace(/\/+$/, ''));

function HostelRoute() {
  const hostel = hostelOfPath(useLocation().pathname);
  return <RoomGridPage key={hostel} hostel={hostel} />;
}

/** What mf-rooms exposes as `./routes`: the room screen of any hostel, at `/allotment<NAME>` (the shell sends it only those paths). */
export const routes: RouteObject[] = [{ path: '*', element: <HostelRoute /> }];
