import type { RouteObject } from 'react-router';
import { RoomGridPage } from './features/room-grid/room-grid-page';

export const HOSTELS = ['GH-1', 'GH-2', 'GH-3', 'BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5'];

/** What mf-rooms exposes as `./routes`: the room screen of each hostel, at the spec's paths. */
export const routes: RouteObject[] = HOSTELS.map((hostel) => ({ path: `/allotment${hostel}`, element: <RoomGridPage hostel={hostel} /> }));
