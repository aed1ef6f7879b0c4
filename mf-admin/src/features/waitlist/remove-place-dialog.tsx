import { useClient, useMutation } from 'web-kit/graphql';
import { ReasonDialog } from '../../shared/reason-dialog';
import { REMOVE_WAITLIST_PLACE, WAITLIST, type WaitlistPlace } from './waitlist.operations';
import { replaceLine } from './replace-line';

/** Props of {@link RemovePlaceDialog}. */
export interface RemovePlaceDialogProps {
  place: WaitlistPlace;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Takes a place out of its line, with a reason; a bed held for it passes to the next. */
export function RemovePlaceDialog({ place, onClose, onDone }: RemovePlaceDialogProps) {
  const name = place.student?.name ?? 'This student';
  const client = useClient();
  const [remove] = useMutation(REMOVE_WAITLIST_PLACE, {
    update: (data, _variables, cache) => replaceLine(cache, data.removeWaitlistPlace),
  });

  const confirm = async (reason: string) => {
    const { data } = await remove({ variables: { id: place.id, reason } });
    // The last place gone, the answer names no hostel to write the empty line to: read it again.
    if (data?.removeWaitlistPlace.length === 0) await client.refetch([WAITLIST]);
    onDone(`${name} was removed from the ${place.hostelName} line.`);
  };

  return (
    <ReasonDialog
      title={`Remove ${name} from the line`}
      description={
        <p>
          Their place ends{place.offer ? ' and the bed held for them passes to the next in line' : ''}. Your reason is kept in the audit log.
        </p>
      }
      confirmLabel="Remove"
      confirmVariant="danger"
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}
