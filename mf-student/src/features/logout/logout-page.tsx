import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled, Button, Card, Dialog } from 'ui';
import { Page } from '../../components/page';
import { SIGNED_OUT, useLogout } from 'web-kit';

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

/**
 * `/logout`: asks, ends the session on the server, then reloads onto /login. A full page load
 * rather than a router navigation, so nothing of the old session (the client's cache, open WebSocket)
 * survives into the next one.
 */
export function LogoutPage({ go = (to) => window.location.assign(to) }: LogoutPageProps) {
  const [done, setDone] = useState(false);
  const { logOut, loading, error, clearError } = useLogout({ onDone: () => setDone(true) });

  // After a failure the session is still alive on the server, so the student stays here to retry.
  const close = () => (done ? go(SIGNED_OUT) : clearError());

  return (
    <Page title="Logout">
      <Card>
        <p>Are you sure you want to log out?</p>
        <Row>
          <Button variant="danger" onClick={() => void logOut()} loading={loading} disabled={done}>
            Logout
          </Button>
          <Link to="/">Home</Link>
        </Row>
      </Card>
      <Dialog
        open={done || error !== null}
        title={done ? 'Logout successful!' : 'Logout failed'}
        onClose={close}
        actions={<Button onClick={close}>OK</Button>}
      >
        {error && <p>{error}</p>}
      </Dialog>
    </Page>
  );
}
