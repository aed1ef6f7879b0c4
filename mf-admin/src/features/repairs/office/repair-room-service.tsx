import { useState } from 'react';
import { Button, Card } from 'ui';
import { useMutation } from 'web-kit/graphql';
import { ConfirmStep } from '../../../shared/confirm-shell';
import { SET_REPAIR_ROOM_SERVICE, type RepairJob } from '../repairs.operations';
import { type Say, runAction } from './job-action';

/** Props of {@link RepairRoomService}. */
export interface RepairRoomServiceProps {
  job: RepairJob;
  say: Say;
  /** The job is open: its room may be taken out of service for it (putting it back is always offered). */
  mayTakeOut: boolean;
}

/**
 * The job's room, out of service for the work (its students stay, its free beds close), or back.
 * Nothing for a common area. Taking it out is asked first; putting it back is one step.
 */
export function RepairRoomService({ job, say, mayTakeOut }: RepairRoomServiceProps) {
  const [asking, setAsking] = useState(false);
  const [setService, { loading }] = useMutation(SET_REPAIR_ROOM_SERVICE);
  const room = job.roomNumber;
  if (room === null || (job.roomInService !== false && !mayTakeOut)) return null;

  const takeOut = async () => {
    await setService({ variables: { id: job.id, inService: false } });
    setAsking(false);
    say(`Room ${room} is out of service. Its free beds stay closed until you put it back.`);
  };

  return (
    <Card title="Room" headingLevel={2}>
      {job.roomInService === false ? (
        <>
          <p>Room {room} is out of service: nobody can book its free beds.</p>
          <Button
            variant="secondary"
            loading={loading}
            onClick={() => void runAction(say, () => setService({ variables: { id: job.id, inService: true } }), 'Could not put the room back in service.', () => `Room ${room} is back in service.`)}
          >
            Put room {room} back in service
          </Button>
        </>
      ) : (
        <>
          <p>Room {room} is in service.</p>
          <Button variant="danger" onClick={() => setAsking(true)}>
            Take room {room} out of service
          </Button>
        </>
      )}
      {asking && (
        <ConfirmStep
          title={`Take room ${room} out of service?`}
          confirmLabel="Take out of service"
          confirmVariant="danger"
          fallback="Could not take the room out of service."
          onClose={() => setAsking(false)}
          onConfirm={takeOut}
        >
          <p>
            The students who live in room {room} of {job.hostelName} stay. The room&apos;s free beds close: nobody can book them until you put the room back in
            service. This job is kept as the reason.
          </p>
        </ConfirmStep>
      )}
    </Card>
  );
}
