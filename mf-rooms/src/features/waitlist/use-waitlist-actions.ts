import { useToast, type ToastOptions } from 'ui';
import { serverMessage } from 'web-kit';
import { useClient, useMutation, type CacheEditor } from 'web-kit/graphql';
import { ACCEPT_BED_OFFER, DECLINE_BED_OFFER, JOIN_WAITLIST, LEAVE_WAITLIST, MY_WAITLIST, type BedOffer, type WaitlistPlace } from './waitlist.operations';
import { lineText, type RoomChoice } from './waitlist-text';

// The answer is the student's place now: it becomes the place 'My room' shows at once.
const keep = (cache: CacheEditor, place: WaitlistPlace) => cache.writeQuery(MY_WAITLIST, undefined, { myWaitlist: place });
// Accepting gives a bed, which 'My room' (its own feature's query, named) reads again; a refused
// answer to an offer (it expired, say) means the place changed under the student: read it again too.
const MY_ROOM_STATE = ['MyRoomState'];

/** The student's moves in a line: join, leave, accept or decline a held bed. Each resolves to whether it worked; both outcomes are toasted. */
export function useWaitlistActions() {
  const toast = useToast();
  const client = useClient();
  const rereadState = () => void client.refetch(MY_ROOM_STATE);
  const [join, joining] = useMutation(JOIN_WAITLIST, { update: (data, _variables, cache) => keep(cache, data.joinWaitlist) });
  const [leave, leaving] = useMutation(LEAVE_WAITLIST, { update: (data, _variables, cache) => keep(cache, data.leaveWaitlist) });
  const [accept, accepting] = useMutation(ACCEPT_BED_OFFER, { refetchQueries: MY_ROOM_STATE, awaitRefetchQueries: true, update: (data, _variables, cache) => keep(cache, data.acceptBedOffer) });
  const [decline, declining] = useMutation(DECLINE_BED_OFFER, { update: (data, _variables, cache) => keep(cache, data.declineBedOffer) });

  const run = async <T>(work: () => Promise<T>, success: (answer: T) => Omit<ToastOptions, 'tone'>, failed: string, onRefusal?: () => void) => {
    try {
      toast.show({ tone: 'success', ...success(await work()) });
      return true;
    } catch (error) {
      toast.show({ tone: 'error', title: failed, message: serverMessage(error, 'Something went wrong. Please try again.') });
      onRefusal?.();
      return false;
    }
  };

  return {
    busy: joining.loading || leaving.loading || accepting.loading || declining.loading,
    join: (hostelId: string, choice: RoomChoice) =>
      run(
        () => join({ variables: choice === 'ANY' ? { hostelId } : { hostelId, roomType: choice } }),
        ({ data }) => ({ title: 'Joined the Waitlist', message: data ? lineText(data.joinWaitlist) : 'You are in line.' }),
        'Could Not Join',
      ),
    leave: (place: WaitlistPlace) =>
      run(() => leave(), () => ({ title: 'Left the Waitlist', message: `You are no longer in line for ${place.hostelName}.` }), 'Could Not Leave'),
    accept: (offer: BedOffer) =>
      run(
        () => accept({ variables: { offerId: offer.id } }),
        () => ({ title: 'Bed Accepted', message: `Room ${offer.room.number} in ${offer.room.hostelName} is yours (bed ${offer.bed}).` }),
        'Could Not Accept',
        rereadState,
      ),
    decline: (offer: BedOffer) =>
      run(
        () => decline({ variables: { offerId: offer.id } }),
        () => ({ title: 'Offer Declined', message: `The bed in room ${offer.room.number} goes to the next in line, and your place in line has ended.` }),
        'Could Not Decline',
        rereadState,
      ),
  };
}
