import { useToast } from 'ui';
import { errorCode } from 'web-kit';
import { useClient, useMutation } from 'web-kit/graphql';
import type { GridRoom } from '../room-grid/room-grid.operations';
import { CHANGE_ROOM, REQUEST_ROOM_CHANGE } from './booking.operations';
import { moveFailure } from './booking-messages';

// 'My room' (its own feature's query, named here rather than imported) shows the new bed or the request.
const afterwards = { refetchQueries: ['MyRoomState'], awaitRefetchQueries: true };

/**
 * A student with a bed moves within their hostel: at once in an instant hostel (`changeRoom`),
 * or by a request the warden approves in an approval hostel (`requestRoomChange`; the bed stays
 * theirs meanwhile). Resolves to whether it worked; both outcomes are toasted.
 */
export function useRoomChange() {
  const toast = useToast();
  const client = useClient();
  const [changeRoom, changing] = useMutation(CHANGE_ROOM, afterwards);
  const [requestChange, requesting] = useMutation(REQUEST_ROOM_CHANGE, afterwards);

  return {
    busy: changing.loading || requesting.loading,
    async move(room: GridRoom, instant: boolean): Promise<boolean> {
      try {
        if (instant) await changeRoom({ variables: { roomId: room.id } });
        else await requestChange({ variables: { roomId: room.id } });
      } catch (error) {
        toast.show(moveFailure(error, room.number));
        // Someone else was quicker, or the window moved: show the grid as it is now.
        if (errorCode(error) === 'ROOM_FULL' || errorCode(error) === 'SELECTION_CLOSED') void client.refetch(['RoomGridRooms']);
        return false;
      }
      toast.show(
        instant
          ? { tone: 'success', title: 'Room Changed', message: `You moved to room ${room.number}.` }
          : { tone: 'success', title: 'Room Change Requested', message: `Your request to move to room ${room.number} has been sent. You keep your current room until the warden approves.` },
      );
      return true;
    },
  };
}
