import { useId, useState } from 'react';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { Section, WideButton } from '../front-desk/desk-styles';
import { WalkInForm } from './walk-in-form';

/**
 * A visitor without a pass, behind one button so the desk's page stays short on a phone: the form
 * opens on "New walk-in" and closes once the student is asked (their answer shows live under
 * Asking the host, the next section).
 */
export function WalkIn() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [status, say] = useStatus();
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Walk-in visitor</h2>
      <p>No pass: the student is asked on their phone and has 10 minutes to accept or decline.</p>
      <StatusMessage status={status} />
      <WideButton variant={open ? 'secondary' : 'primary'} aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((was) => !was)}>
        {open ? 'Close the walk-in form' : 'New walk-in'}
      </WideButton>
      <div id={`${id}-form`}>{open && <WalkInForm say={say} onAsked={() => setOpen(false)} />}</div>
    </Section>
  );
}
