import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Badge, Button, ConfirmDialog, DetailList } from 'ui';
import { Actions, Stack } from '../../lib/card-layout';
import { bedDetails } from '../my-room/bed-details';
import { formatMoment } from '../selection-window/window-text';
import type { BedOffer, WaitlistPlace } from './waitlist.operations';
import { choiceText, endedText, lineText } from './waitlist-text';
import { useWaitlistActions } from './use-waitlist-actions';

function HeldBed({ offer, busy, onAccept, onDecline }: { offer: BedOffer; busy: boolean; onAccept: () => void; onDecline: () => void }) {
  return (
    <Stack role="group" aria-label="Bed offer">
      <p>
        <Badge tone="success">Bed held for you</Badge>
      </p>
      <DetailList items={bedDetails(offer.room, offer.bed)} />
      <p>
        Held until <time dateTime={offer.expiresAt}>{formatMoment(offer.expiresAt)}</time>. If you do not answer by then, it goes to the next in line.
      </p>
      <Actions>
        <Button size="sm" variant="success" disabled={busy} onClick={onAccept}>
          Accept
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={onDecline}>
          Decline
        </Button>
      </Actions>
    </Stack>
  );
}

/** Props of {@link WaitlistPlaceStatus}. */
export interface WaitlistPlaceStatusProps {
  place: WaitlistPlace;
  /** Where to join again once the place has ended (the hostel's grid); null on that grid, whose own panel offers it. */
  joinAgainTo: string | null;
  /** A move took the buttons away: the card takes focus. */
  onDone: () => void;
}

/**
 * The student's place in line, as 'My room' shows it: position and line size (a polite live
 * region, so a move up is heard), with Leave; a bed held for them, until when, with Accept and
 * Decline (asked first); or how an ended place ended, with a way to join again.
 */
export function WaitlistPlaceStatus({ place, joinAgainTo, onDone }: WaitlistPlaceStatusProps) {
  const actions = useWaitlistActions();
  const [confirming, setConfirming] = useState<'leave' | 'decline' | null>(null);
  const ended = endedText(place);
  if (ended) {
    return (
      <Alert tone={place.status === 'LEFT' ? 'info' : 'warning'}>
        {ended}
        {joinAgainTo && (
          <>
            {' '}
            <Link to={joinAgainTo}>Join the waitlist again</Link>
          </>
        )}
      </Alert>
    );
  }

  const offer = place.status === 'OFFERED' ? place.offer : null;
  const finish = (done: boolean) => {
    if (!done) return;
    setConfirming(null);
    onDone();
  };
  // A decline is only ever of the offer on screen: gone (expired, say), there is nothing to decline.
  const declining = confirming === 'decline' ? offer : null;
  const confirm = async () => {
    if (confirming === 'leave') finish(await actions.leave(place));
    else if (declining) finish(await actions.decline(declining));
  };

  return (
    <Stack>
      {offer ? (
        <HeldBed offer={offer} busy={actions.busy} onAccept={() => void actions.accept(offer).then(finish)} onDecline={() => setConfirming('decline')} />
      ) : (
        <>
          <p>
            <Badge tone="info">On the waitlist</Badge>
          </p>
          <p role="status">{lineText(place)}</p>
          <p>Waiting for: {choiceText(place.roomType)}. When a bed frees up, it is held for the first in line and shown here.</p>
          <Actions>
            <Button size="sm" variant="secondary" disabled={actions.busy} onClick={() => setConfirming('leave')}>
              Leave the waitlist
            </Button>
          </Actions>
        </>
      )}
      <ConfirmDialog
        open={confirming === 'leave' || declining !== null}
        title={declining ? 'Decline Bed Offer' : 'Leave the Waitlist'}
        message={
          declining
            ? `Decline room ${declining.room.number} in ${declining.room.hostelName}? The bed goes to the next in line and your place ends.`
            : `Leave the line for ${place.hostelName}? You lose your place${place.position ? ` (#${place.position})` : ''}.`
        }
        confirmLabel={declining ? 'Yes, decline' : 'Yes, leave'}
        cancelLabel={declining ? 'Keep the offer' : 'Stay in line'}
        confirmVariant="danger"
        loading={actions.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
