import { useToast } from 'ui';
import { errorCode } from 'web-kit';
import { useClient, useMutation } from 'web-kit/graphql';
import type { GridRoom } from '../room-grid/room-grid.operations';
import { BOOK_ROOM, REQUEST_ROOM } from './booking.operations';
import { bedsOf, bookingFailure, groupBookingFailure, groupRequestFailure } from './booking-messages';
import { BOOK_ROOM_FOR_GROUP, REQUEST_ROOM_FOR_GROUP } from './group-booking.operations';

// 'My room' (its own feature's query, named here rather than imported) shows the new bed or request.
const afterwards = { refetchQueries: ['MyRoomState'], awaitRefetchQueries: true };

/**
 * The student's ways to a bed: `book` (instant hostels), `bookForGroup` (a group's leader, instant
 * hostels: one room for all), `request` (approval hostels, alone or naming a roommate) and
 * `requestForGroup` (a group's leader, approval hostels: one room for all, no one asked again). Each
 * resolves to whether it worked; refusals are toasted here, except a roommate request's, which
 * its dialog shows (it returns the error).
 */
export function useBooking() {
  const toast = useToast();
  const client = useClient();
  const [bookRoom, booking] = useMutation(BOOK_ROOM, afterwards);
  const [requestRoom, requesting] = useMutation(REQUEST_ROOM, afterwards);
  const [bookRoomForGroup, groupBooking] = useMutation(BOOK_ROOM_FOR_GROUP, afterwards);
  const [requestRoomForGroup, groupRequesting] = useMutation(REQUEST_ROOM_FOR_GROUP, afterwards);

  // Someone else was quicker, the selection window moved under the student, or their slot has not
  // come yet: show the grid (its query carries the window, opening at their slot) as it is now.
  const reread = (error: unknown) => {
    const code = errorCode(error);
    if (code === 'ROOM_FULL' || code === 'SELECTION_CLOSED' || code === 'SELECTION_NOT_YET') void client.refetch(['RoomGridRooms']);
  };
  const refused = (error: unknown, room: GridRoom) => {
    toast.show(bookingFailure(error, room.number));
    reread(error);
  };

  return {
    busy: booking.loading || requesting.loading || groupBooking.loading || groupRequesting.loading,
    async book(room: GridRoom): Promise<boolean> {
      try {
        await bookRoom({ variables: { roomId: room.id } });
      } catch (error) {
        refused(error, room);
        return false;
      }
      toast.show({ tone: 'success', title: 'Room Booked', message: `Room ${room.number} has been booked successfully!` });
      return true;
    },
    /** The leader books the room for the whole group; the toast says whose bed is which. */
    async bookForGroup(room: GridRoom): Promise<boolean> {
      let beds = '';
      try {
        const { data } = await bookRoomForGroup({ variables: { roomId: room.id } });
        if (data) beds = ` ${bedsOf(data.bookRoomForGroup.members, data.bookRoomForGroup.beds)}.`;
      } catch (error) {
        toast.show(groupBookingFailure(error, room.number));
        reread(error);
        return false;
      }
      toast.show({ tone: 'success', title: 'Room Booked', message: `Room ${room.number} has been booked for your group.${beds}`, durationMs: 10_000 });
      return true;
    },
    /** The leader asks for the room for the whole group; the warden answers for all of them. */
    async requestForGroup(room: GridRoom): Promise<boolean> {
      try {
        await requestRoomForGroup({ variables: { roomId: room.id } });
      } catch (error) {
        toast.show(groupRequestFailure(error));
        reread(error);
        return false;
      }
      toast.show({ tone: 'success', title: 'Request Sent', message: `Room ${room.number}'s request has been sent for your group: the warden answers for all of you.` });
      return true;
    },
    async request(room: GridRoom): Promise<boolean> {
      try {
        await requestRoom({ variables: { roomId: room.id } });
      } catch (error) {
        refused(error, room);
        return false;
      }
      toast.show({ tone: 'success', title: 'Request Sent', message: `Room ${room.number}'s request has been sent!` });
      return true;
    },
    /** Resolves to null when sent, else the error for the dialog to show. */
    async requestWithRoommate(room: GridRoom, roommate: { name: string; enrollmentId: string }): Promise<unknown> {
      try {
        await requestRoom({ variables: { roomId: room.id, roommate } });
      } catch (error) {
        reread(error);
        return error;
      }
      toast.show({ tone: 'success', title: 'Request Sent', message: 'Roommate request has been sent successfully!' });
      return null;
    },
  };
}
