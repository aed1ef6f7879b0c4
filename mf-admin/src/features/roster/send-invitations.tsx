import { useState } from 'react';
import { styled, Alert, Button, Card, Dialog, useToast } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { StatusMessage } from '../../shared/status-message';
import { sentWords } from './roster-words';
import { INVITE_ROSTER_STUDENTS, ROSTER } from './roster.operations';

const About = styled.p`
  margin: 0 0 1rem;
`;

// The dialog's buttons, a whole tap target each (the dialog is drawn outside the page's styles).
const DialogButton = styled(Button)`
  min-height: 44px;
`;

/**
 * Mails each student on the roster who has no account, and was not invited before, a one-time
 * link to sign up (it works for 3 days). Asked first; then says how many went out, and the roster
 * is read again (its "invited" column changes).
 */
export function SendInvitations() {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [invite, inviting] = useMutation(INVITE_ROSTER_STUDENTS, { refetchQueries: [ROSTER] });

  const close = () => {
    if (inviting.loading) return;
    setAsking(false);
    setFailure(null);
  };
  const send = async () => {
    setFailure(null);
    let sent: number;
    try {
      sent = (await invite({ variables: { enrollmentIds: null } })).data?.inviteRosterStudents ?? 0;
    } catch (error) {
      setFailure(serverMessage(error, 'Could not send the invitations. Try again in a moment.'));
      return;
    }
    setAsking(false);
    setStatus(sentWords(sent));
    toast.show({ tone: sent > 0 ? 'success' : 'info', title: sentWords(sent) });
  };

  return (
    <Card title="Invitations" headingLevel={2}>
      <About>Each student on the roster who has no account and was not invited before gets an email with a link to sign up. A link works once, within 3 days.</About>
      <StatusMessage>{status}</StatusMessage>
      <Button
        onClick={() => {
          setStatus('');
          setAsking(true);
        }}
      >
        Send invitations
      </Button>
      <Dialog
        open={asking}
        title="Send invitations?"
        onClose={close}
        actions={
          <>
            <DialogButton variant="secondary" onClick={close} disabled={inviting.loading}>
              Cancel
            </DialogButton>
            <DialogButton onClick={() => void send()} loading={inviting.loading}>
              Send invitations
            </DialogButton>
          </>
        }
      >
        <About>Every student on the roster without an account, who was not invited before, gets an email now with a one-time link to sign up.</About>
        {failure && <Alert>{failure}</Alert>}
      </Dialog>
    </Card>
  );
}
