import { useQuery, useSubscription } from '@apollo/client/react';
import styled from 'styled-components';
import { Alert, Badge, Spinner } from 'ui';
import { HOSTEL_ROOMS, ROOM_AVAILABILITY, type GridRoom } from './room-grid.operations';

const FLOOR_NAMES = ['Ground Floor', '1st Floor', '2nd Floor', '3rd Floor'];
export const floorName = (floor: number) => FLOOR_NAMES[floor] ?? `Floor ${floor}`;

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(4.5rem, 1fr));
  gap: 0.5rem;
`;

const Tile = styled.li<{ $available: boolean }>`
  border-radius: 0.5rem;
  padding: 0.5rem;
  text-align: center;
  color: #fff;
  background: ${({ $available, theme }) => ($available ? theme.colors.primary : theme.colors.danger)};
  small {
    display: block;
    opacity: 0.85;
  }
`;

function byFloor(rooms: GridRoom[]): [number, GridRoom[]][] {
  const floors = new Map<number, GridRoom[]>();
  for (const room of rooms) floors.set(room.floor, [...(floors.get(room.floor) ?? []), room]);
  return [...floors.entries()].sort(([a], [b]) => a - b);
}

/**
 * A hostel's rooms by floor with live availability: blue with free beds, red when full. The
 * subscription keeps it current; a reconnecting client re-reads the list (the shell's Apollo
 * Client refetches active queries).
 */
export function RoomGrid({ hostel }: { hostel: string }) {
  const { data, loading, error } = useQuery(HOSTEL_ROOMS, { variables: { hostel } });
  useSubscription(ROOM_AVAILABILITY, { variables: { hostel } });

  if (loading && !data) return <Spinner label={`Loading the rooms of ${hostel}`} />;
  if (error) return <Alert>Error: Failed to initialize. Please try again.</Alert>;
  const rooms = data?.rooms ?? [];
  const free = rooms.filter((r) => r.isAvailable).length;

  return (
    <section aria-label={`Rooms of ${hostel}`}>
      <h1>{hostel}</h1>
      <p>
        <Badge tone="success">{free} available</Badge> <Badge tone="danger">{rooms.length - free} full</Badge>
      </p>
      {byFloor(rooms).map(([floor, floorRooms]) => (
        <div key={floor}>
          <h2>{floorName(floor)}</h2>
          <Grid>
            {floorRooms.map((room) => (
              <Tile key={room.id} $available={room.isAvailable} data-testid={`room-${room.number}`} data-available={room.isAvailable}>
                <strong>{room.number}</strong>
                <small>
                  {room.type} · {room.isAvailable ? `${room.freeBeds} free` : 'Full'}
                </small>
              </Tile>
            ))}
          </Grid>
        </div>
      ))}
    </section>
  );
}
