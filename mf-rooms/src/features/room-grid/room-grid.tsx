import { useQuery, useSubscription } from '@apollo/client/react';
import styled from 'styled-components';
import { Alert, Spinner } from 'ui';
import { floorName } from '../../lib/floor-name';
import { FloorPlanView } from './floor-plan-view';
import { FloorSwitch } from './floor-switch';
import { Legend } from './legend';
import type { AvailableTone } from './room-button';
import { HOSTEL_ROOMS, ROOM_AVAILABILITY, type GridRoom } from './room-grid.operations';
import type { OwnRooms } from './room-state';
import { useFloor } from './use-floor';

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
  tone: AvailableTone;
  /** Whether this hostel takes requests (a Pending Request state exists). */
  requests: boolean;
  own: OwnRooms;
  onOpen: (room: GridRoom) => void;
}

/**
 * A hostel's rooms, one floor at a time, live: a booking or a decision anywhere repaints the
 * room (the subscription writes Room:id into Apollo's cache); a reconnecting client re-reads
 * the rooms (the shell's Apollo Client refetches active queries).
 */
export function RoomGrid({ hostel, tone, requests, own, onOpen }: RoomGridProps) {
  const { data, error } = useQuery(HOSTEL_ROOMS, { variables: { hostel } });
  useSubscription(ROOM_AVAILABILITY, { variables: { hostel } });
  const rooms = data?.rooms ?? [];
  const floors = [...new Set(rooms.map((r) => r.floor))].sort((a, b) => a - b);
  const [floor, selectFloor] = useFloor(floors);

  let body;
  if (error && !data) body = <Alert>Error: Failed to initialize. Please try again.</Alert>;
  else if (!data) body = <Spinner label={`Loading the rooms of ${hostel}`} />;
  else {
    const shown = rooms.filter((r) => r.floor === floor);
    const free = shown.filter((r) => r.isAvailable).length;
    body = (
      <>
        <FloorSwitch floors={floors} selected={floor} onSelect={selectFloor} />
        <Legend tone={tone} requests={requests} />
        <p aria-live="polite">
          {floorName(floor)}: {free} of {shown.length} rooms have a free bed.
        </p>
        <FloorPlanView hostel={hostel} rooms={shown} own={own} tone={tone} onOpen={onOpen} />
      </>
    );
  }
  return (
    <Section aria-labelledby="rooms-heading">
      <h2 id="rooms-heading">Rooms</h2>
      {body}
    </Section>
  );
}
