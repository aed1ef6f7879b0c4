import { useToast } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { CANCEL_REQUEST, MY_ROOM_STATE, RESPOND_TO_INVITE, type MyRequest } from './my-room.operations';

/** The student's own moves on a request: cancel theirs, accept or decline an invitation. */
export function useRequestActions() {
  const toast = useToast();
  const refetchQueries = [MY_ROOM_STATE];
  const [cancelRequest, cancelling] = useMutation(CANCEL_REQUEST, { refetchQueries, awaitRefetchQueries: true });
  const [respondToInvite, responding] = useMutation(RESPOND_TO_INVITE, { refetchQueries, awaitRefetchQueries: true });

  const run = async (work: () => Promise<unknown>, success: { title: string; message: string }) => {
    try {
      await work();
      toast.show({ tone: 'success', ...success });
      return true;
    } catch (error) {
      toast.show({ tone: 'error', title: 'Request Failed', message: serverMessage(error, 'Something went wrong. Please try again.') });
      return false;
    }
  };

  return {
    busy: cancelling.loading || responding.loading,
    cancel: (request: MyRequest) =>
      run(() => cancelRequest({ variables: { id: request.id } }), { title: 'Request Cancelled', message: `Your request for room ${request.room.number} has been cancelled.` }),
    respond: (request: MyRequest, accept: boolean) =>
      run(
        () => respondToInvite({ variables: { id: request.id, accept } }),
        accept
          ? { title: 'Invitation Accepted', message: `The warden can now approve room ${request.room.number} for you and ${request.student.name}.` }
          : { title: 'Invitation Declined', message: `${request.student.name}'s request for room ${request.room.number} has ended.` },
      ),
  };
}
