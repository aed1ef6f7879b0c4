import { useState } from 'react';
import { TextField } from 'ui';
import { useMutation } from 'web-kit/graphql';
import { type FieldErrors, ReasonDialog } from '../../shared/reason-dialog';
import { MOVE_WAITLIST_PLACE, type WaitlistPlace } from './waitlist.operations';
import { replaceLine } from './replace-line';

/** Props of {@link MovePlaceDialog}. */
export interface MovePlaceDialogProps {
  place: WaitlistPlace;
  onClose: () => void;
  /** Called with what happened, once the server has moved the place. */
  onDone: (message: string) => void;
}

/** Moves a place to another position in its line, with a reason kept in the audit log. */
export function MovePlaceDialog({ place, onClose, onDone }: MovePlaceDialogProps) {
  const [position, setPosition] = useState('');
  const name = place.student?.name ?? 'This student';
  const [move] = useMutation(MOVE_WAITLIST_PLACE, {
    // The answer is the whole line, renumbered: it replaces the one on screen.
    update: (data, _variables, cache) => replaceLine(cache, data.moveWaitlistPlace),
  });

  const validate = (): FieldErrors => {
    const wanted = Number(position);
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > place.inLine) return { position: `Choose a position from 1 to ${place.inLine}.` };
    if (wanted === place.position) return { position: `${name} is already at position ${wanted}.` };
    return {};
  };

  const confirm = async (reason: string) => {
    const { data } = await move({ variables: { id: place.id, position: Number(position), reason } });
    const now = data?.moveWaitlistPlace.find((p) => p.id === place.id)?.position ?? Number(position);
    onDone(`${name} moved to position ${now} in the ${place.hostelName} line.`);
  };

  return (
    <ReasonDialog
      title={`Move ${name} in the line`}
      description={
        <p>
          {name} is at position {place.position} of {place.inLine}. Your reason is kept in the audit log.
        </p>
      }
      confirmLabel="Move"
      onClose={onClose}
      validate={validate}
      onConfirm={confirm}
    >
      {(errors) => (
        <TextField label="New position" name="position" type="number" min={1} max={place.inLine} required value={position} onChange={setPosition} error={errors.position} />
      )}
    </ReasonDialog>
  );
}
