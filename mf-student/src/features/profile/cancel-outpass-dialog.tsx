import { useState } from 'react';
import { useMutation } from 'web-kit/graphql';
import { styled, Alert, Button, Dialog, useToast } from 'ui';
import { serverMessage } from 'web-kit';
import { formatMoment } from './outpass-time';
import { CANCEL_OUTPASS, type OutpassItem } from './profile.operations';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  p {
    margin: 0;
  }
`;

/** Props of {@link CancelOutpassDialog}. */
export interface CancelOutpassDialogProps {
  outpass: Pick<OutpassItem, 'id' | 'where' | 'status' | 'expectedReturnAt'>;
  open: boolean;
  onClose: () => void;
  /** After the server cancelled it; the answer has already updated the cached outpass. */
  onCancelled: () => void;
}

/**
 * Asks before cancelling a Pending or Approved outpass. A refusal (the student has left through
 * the gate meanwhile, or a warden rejected it) is shown in the dialog in the server's words.
 */
export function CancelOutpassDialog({ outpass, open, onClose, onCancelled }: CancelOutpassDialogProps) {
  const toast = useToast();
  const [cancelOutpass, { loading }] = useMutation(CANCEL_OUTPASS);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  async function confirm() {
    setFailure(null);
    try {
      await cancelOutpass({ variables: { id: outpass.id } });
      toast.show({ tone: 'success', title: 'Outpass cancelled', message: `Your outpass to ${outpass.where} is cancelled.` });
      onCancelled();
    } catch (error) {
      setFailure(serverMessage(error, 'The outpass could not be cancelled. Please try again.'));
    }
  }

  return (
    <Dialog
      open={open}
      title="Cancel this outpass?"
      onClose={loading ? () => undefined : close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={loading}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={loading}>
            Yes, cancel it
          </Button>
        </>
      }
    >
      <Body>
        {failure && <Alert>{failure}</Alert>}
        <p>
          Your outpass to {outpass.where}, back by {formatMoment(outpass.expectedReturnAt)}, will be cancelled
          {outpass.status === 'APPROVED' ? ' and its gate pass will stop working.' : '.'}
        </p>
      </Body>
    </Dialog>
  );
}
