import { useId, useState, type FormEvent } from 'react';
import { styled, Button, Dialog, TextAreaField } from 'ui';
import type { MyRoom } from './my-room.operations';

const Question = styled.p`
  margin: 0 0 1rem;
`;

/** Props of {@link CheckOutDialog}. */
export interface CheckOutDialogProps {
  /** The bed to give up; null: closed. */
  held: MyRoom | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

function CheckOutForm({ held, busy, onConfirm, onCancel }: CheckOutDialogProps & { held: MyRoom }) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason);
  };
  return (
    <Dialog
      open
      title="Check Out"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Keep my room
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            Yes, check out
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        <Question>
          {`Give up bed ${held.bed} in room ${held.room.number} of ${held.room.hostelName}? It is freed at once and offered to the next student in line; to live here again you would book anew.`}
        </Question>
        <TextAreaField label="Reason (optional)" name="reason" value={reason} onChange={setReason} rows={3} maxLength={500} />
      </form>
    </Dialog>
  );
}

/** Asks before a student gives up their bed, with an optional reason; a fresh form each time it opens. */
export function CheckOutDialog(props: CheckOutDialogProps) {
  return props.held ? <CheckOutForm {...props} held={props.held} /> : null;
}
