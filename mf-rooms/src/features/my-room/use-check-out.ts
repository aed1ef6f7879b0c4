import { useToast } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { CHECK_OUT, MY_ROOM_STATE, type MyRoom } from './my-room.operations';

/** The student gives up their bed, with a reason if they give one; resolves to whether it worked (both toasted). */
export function useCheckOut() {
  const toast = useToast();
  const [checkOut, { loading }] = useMutation(CHECK_OUT, { refetchQueries: [MY_ROOM_STATE], awaitRefetchQueries: true });
  return {
    busy: loading,
    async checkOut({ room }: MyRoom, reason: string): Promise<boolean> {
      try {
        await checkOut({ variables: reason.trim() ? { reason: reason.trim() } : {} });
      } catch (error) {
        toast.show({ tone: 'error', title: 'Check-out Failed', message: serverMessage(error, 'Something went wrong. Please try again.') });
        return false;
      }
      toast.show({ tone: 'success', title: 'Checked Out', message: `You have checked out of room ${room.number} in ${room.hostelName}.` });
      return true;
    },
  };
}
