import { useState } from 'react';
import { styled, Alert, Badge, Button, Card, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { floorName, floorsOf, occupiedBeds, ROOM_TYPE_WORD } from './hostel-words';
import { HOSTEL_ROOMS, SET_ROOM_IN_SERVICE, type InventoryHostel, type InventoryRoom } from './hostels.operations';
import { Actions, Note } from './links';
import { AddRoomDialog, ChangeRoomDialog, OutOfServiceDialog, RetireRoomDialog, ROOM_QUERIES } from './room-dialogs';

const Heading = styled.div`
  align-items: center;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  justify-content: space-between;

  h2 {
    margin: 0;
  }
`;

const Said = styled(StatusMessage)`
  &:not(:empty) {
    margin-top: 1rem;
  }
`;

const Floor = styled.section`
  margin-top: 1.25rem;

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
`;

const COLUMNS = ['Number', 'Floor', 'Type', 'Capacity', 'Accessible', 'Occupants / free', 'Service', 'Actions'] as const;

type RoomAction = 'change' | 'out-of-service' | 'retire';

/**
 * "1 living here, 1 free" (and the beds held for a waitlist offer, when any). A room out of
 * service is empty (the gateway refuses to close one with anyone in it) and offers no bed.
 */
const bedsWords = (room: InventoryRoom) => {
  if (!room.inService) return 'Empty (out of service)';
  const held = room.heldBeds > 0 ? `, ${room.heldBeds} held for an offer` : '';
  return `${occupiedBeds(room)} living here, ${room.freeBeds} free${held}`;
};

function RoomRow({ room, editable, busy, onAction, onBackInService }: { room: InventoryRoom; editable: boolean; busy: boolean; onAction: (action: RoomAction) => void; onBackInService: () => void }) {
  return (
    <CardRow>
      <CardCell label="Number">{room.number}</CardCell>
      <CardCell label="Floor">{floorName(room.floor)}</CardCell>
      <CardCell label="Type">{ROOM_TYPE_WORD[room.type]}</CardCell>
      <CardCell label="Capacity">{room.capacity}</CardCell>
      {/* In words: the assignment gives these rooms to students who need one first. */}
      <CardCell label="Accessible">{room.accessible ? <Badge tone="info">Accessible</Badge> : 'No'}</CardCell>
      <CardCell label="Occupants / free">{bedsWords(room)}</CardCell>
      <CardCell label="Service">
        {room.inService ? (
          <Badge tone="success">In service</Badge>
        ) : (
          <>
            <Badge tone="warning">Out of service</Badge>
            <Note>{room.outOfServiceReason ?? 'No reason given.'}</Note>
          </>
        )}
      </CardCell>
      <CardCell label="Actions">
        {editable ? (
          <Actions>
            <Button size="sm" variant="secondary" aria-label={`Change room ${room.number}`} onClick={() => onAction('change')}>
              Change
            </Button>
            {room.inService ? (
              <Button size="sm" variant="secondary" aria-label={`Take out of service: room ${room.number}`} onClick={() => onAction('out-of-service')}>
                Take out of service
              </Button>
            ) : (
              <Button size="sm" variant="secondary" aria-label={`Put back in service: room ${room.number}`} loading={busy} onClick={onBackInService}>
                Put back in service
              </Button>
            )}
            <Button size="sm" variant="danger" aria-label={`Retire room ${room.number}`} onClick={() => onAction('retire')}>
              Retire
            </Button>
          </Actions>
        ) : (
          '—'
        )}
      </CardCell>
    </CardRow>
  );
}

/**
 * A hostel's rooms, floor by floor, with what each holds and whether it is in service; Add room,
 * and per room Change (type, floor), out of service with a reason or back in, and Retire. What an
 * action did, or why "Put back in service" was refused, is said above the floors and takes the
 * focus (the row's button is often gone); a dialog's refusal stays in its dialog.
 */
export function RoomsSection({ hostel }: { hostel: InventoryHostel }) {
  const { data, error } = useQuery(HOSTEL_ROOMS, { variables: { hostel: hostel.name }, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<{ action: RoomAction | 'add'; room?: InventoryRoom } | null>(null);
  const [backInService, reopening] = useMutation(SET_ROOM_IN_SERVICE, { refetchQueries: ROOM_QUERIES });
  const [reopeningId, setReopeningId] = useState<string | null>(null);
  const [status, say] = useStatus();
  const editable = !hostel.retired;

  const done = (message: string) => {
    setOpen(null);
    say(message);
  };

  const putBack = async (room: InventoryRoom) => {
    say('');
    setReopeningId(room.id);
    try {
      await backInService({ variables: { roomId: room.id, inService: true } });
      say(`Room ${room.number} is back in service.`);
    } catch (refusal) {
      say(serverMessage(refusal, `Could not put room ${room.number} back in service. Try again.`), { tone: 'error' });
    } finally {
      setReopeningId(null);
    }
  };

  let body;
  if (error && !data) body = <Alert>Could not load the rooms: {serverMessage(error, 'try again in a moment.')}</Alert>;
  else if (!data) body = <Spinner label="Loading rooms" />;
  else {
    const rooms = data.rooms.filter((room) => !room.retired);
    const floors = [...new Set([...floorsOf(hostel), ...rooms.map((room) => room.floor)])].sort((a, b) => a - b);
    body = (
      <>
        <p>
          {rooms.length === 0 ? 'No rooms yet.' : `${rooms.length} ${rooms.length === 1 ? 'room' : 'rooms'}, ${rooms.filter((room) => !room.inService).length} out of service.`}
        </p>
        {floors.map((floor) => {
          const here = rooms.filter((room) => room.floor === floor).sort((a, b) => a.number - b.number);
          return (
            <Floor key={floor} aria-labelledby={`floor-${floor}`}>
              <h3 id={`floor-${floor}`}>{floorName(floor)}</h3>
              {here.length === 0 ? (
                <p>No rooms on this floor yet.</p>
              ) : (
                <CardTable label={`Rooms on the ${floorName(floor).toLowerCase()}`} columns={COLUMNS}>
                  {here.map((room) => (
                    <RoomRow
                      key={room.id}
                      room={room}
                      editable={editable}
                      busy={reopening.loading && reopeningId === room.id}
                      onAction={(action) => setOpen({ action, room })}
                      onBackInService={() => void putBack(room)}
                    />
                  ))}
                </CardTable>
              )}
            </Floor>
          );
        })}
      </>
    );
  }

  const close = () => setOpen(null);
  const room = open?.room;
  return (
    <Card>
      <Heading>
        <h2>Rooms</h2>
        {editable && <Button onClick={() => setOpen({ action: 'add' })}>Add room</Button>}
      </Heading>
      <Said status={status} />
      {body}
      {open?.action === 'add' && <AddRoomDialog hostel={hostel} onClose={close} onDone={done} />}
      {room && open?.action === 'change' && <ChangeRoomDialog hostel={hostel} room={room} onClose={close} onDone={done} />}
      {room && open?.action === 'out-of-service' && <OutOfServiceDialog hostel={hostel} room={room} onClose={close} onDone={done} />}
      {room && open?.action === 'retire' && <RetireRoomDialog hostel={hostel} room={room} onClose={close} onDone={done} />}
    </Card>
  );
}
