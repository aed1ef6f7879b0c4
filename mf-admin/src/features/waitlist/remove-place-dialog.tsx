import { useMutation } from '@apollo/client/react';
import { ReasonDialog } from '../../shared/reason-dialog';
import { REMOVE_WAITLIST_PLACE, type WaitlistPlace } from './waitlist.operations';
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
  const [remove] = useMutation(REMOVE_WAITLIST_PLACE, {
    update(cache, { data }) {
      if (data) replaceLine(cache, place.hostelId, data.removeWaitlistPlace);
    },
  });

  const confirm = async (reason: string) => {
    await remove({ variables: { id: place.id, reason } });
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
