import { useApolloClient } from '@apollo/client/react';
import { Button, Card } from 'ui';
import { logOut } from '../features/nav/logout';
import type { RemoteName } from './registry';

const AREA: Record<RemoteName, string> = {
  mf_student: 'This part of DormSpace',
  mf_rooms: 'The room grid',
  mf_admin: 'The admin area',
};

/**
 * Stands in for a remote that cannot be loaded or has crashed; the rest of the app keeps working.
 * The admin area brings its own sidebar, so without it the admin would have no way out: the
 * fallback offers one.
 */
export function RemoteUnavailable({ remote, detail }: { remote: RemoteName; detail?: string }) {
  const client = useApolloClient();
  return (
    <Card
      headingLevel={2}
      title={`${AREA[remote]} is unavailable right now`}
      actions={
        <>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
          {remote === 'mf_admin' ? <Button onClick={() => void logOut(client)}>Log out</Button> : null}
        </>
      }
    >
      <p data-testid="remote-unavailable">
        It could not be loaded. Everything else still works: use the navigation, or try again in a moment.
      </p>
      {detail ? <p>{detail}</p> : null}
    </Card>
  );
}
