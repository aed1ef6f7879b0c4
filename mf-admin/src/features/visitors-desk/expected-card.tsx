import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge, VisuallyHidden } from 'ui';
import type { SayOptions } from '../../shared/status-message';
import { DeskForm, WideButton } from '../front-desk/desk-styles';
import { IdFields } from './id-fields';
import { NO_ID, type ShownId } from './shown-id';
import { signedInWords, useSignIn } from './use-sign-in';
import type { DeskVisit } from './visitors-desk.operations';
import { CardTop, Muted, VisitCard } from './visit-card-styles';
import { hostWords, hoursWords } from './visit-words';

/**
 * A visitor expected today, found in the list rather than by their pass: Sign in opens the ID
 * fields in the card (the focus goes to the first), and the visit is signed in by its id.
 */
export function ExpectedCard({ visit, say }: { visit: DeskVisit; say: (text: string, options?: SayOptions) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<ShownId>(NO_ID);
  const [errors, setErrors] = useState<{ idType?: string; idLast4?: string }>({});
  const { signIn, signingIn } = useSignIn();

  // Opened: to the first field; closed with Cancel: back to the button that opened it.
  useEffect(() => {
    if (open) form.current?.querySelector('select')?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await signIn({ visitId: visit.id }, shown);
    if ('visit' in outcome) return say(signedInWords(outcome.visit));
    setErrors(outcome.fieldErrors);
    say(outcome.message ?? 'Not signed in: check the ID shown.', { tone: 'error' });
  };

  return (
    <VisitCard aria-label={`${visit.visitorName}, to see ${visit.studentName}`}>
      <CardTop>
        <h4>{visit.visitorName}</h4>
        <span>({visit.relation})</span>
        {visit.commonRoomOnly && <Badge tone="warning">Common room only</Badge>}
        {visit.overnight && <Badge tone="info">Overnight</Badge>}
      </CardTop>
      <p>To see {hostWords(visit)}</p>
      <p>{hoursWords(visit)}</p>
      <Muted>Phone {visit.visitorPhone}</Muted>
      {open ? (
        <DeskForm ref={form} aria-label={`Sign ${visit.visitorName} in`} noValidate onSubmit={(event) => void submit(event)}>
          <IdFields value={shown} onChange={setShown} errors={errors} />
          <WideButton type="submit" loading={signingIn}>
            Sign in{' '}<VisuallyHidden>{visit.visitorName}</VisuallyHidden>
          </WideButton>
          <WideButton variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </WideButton>
        </DeskForm>
      ) : (
        <WideButton ref={toggle} variant="secondary" onClick={() => setOpen(true)}>
          Sign in{' '}<VisuallyHidden>{visit.visitorName}</VisuallyHidden>
        </WideButton>
      )}
    </VisitCard>
  );
}
