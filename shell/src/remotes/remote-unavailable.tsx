import { Card } from 'ui';
import type { RemoteName } from './registry';

const AREA: Record<RemoteName, string> = {
  mf_student: 'This part of DormSpace',
  mf_rooms: 'The room grid',
  mf_admin: 'The admin area',
};

/** Stands in for a remote that cannot be loaded or has crashed; the rest of the app keeps working. */
export function RemoteUnavailable({ remote, detail }: { remote: RemoteName; detail?: string }) {
  return (
    <Card title={`${AREA[remote]} is unavailable right now`}>
      <p data-testid="remote-unavailable">
        It could not be loaded. Everything else still works: use the navigation, or try again in a moment.
      </p>
      {detail ? <p>{detail}</p> : null}
    </Card>
  );
}
