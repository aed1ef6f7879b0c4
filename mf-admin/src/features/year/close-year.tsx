import { type FormEvent, useId, useRef, useState } from 'react';
import { styled, Alert, Button, Card, TextField, useToast } from 'ui';
import { errorCode, serverFieldErrors, serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { ConfirmShell } from '../../shared/confirm-shell';
import { RefusalMessage } from '../../shared/status-message';
import { PendingList } from './pending-list';
import { BLOCKED_WORDS, CLOSING_DOES, closedWords, YEAR_NAME } from './year-words';
import { ACADEMIC_YEARS, CLOSE_ACADEMIC_YEAR, PENDING_BEFORE_CLOSE, type YearClosing } from './year.operations';

const About = styled.p`
  margin: 0 0 1rem;
`;

const Form = styled.form`
  align-items: end;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;

  > :first-child {
    flex: 0 1 16rem;
    margin-bottom: 0;
  }
`;

const Sentences = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.25rem;

  li + li {
    margin-top: 0.5rem;
  }
`;

/** The year a close opened, and what the closing did (its answer). */
export interface OpenedYear {
  name: string;
  closing: YearClosing | null;
}

/**
 * Closes the open year `year` and opens the next, named here (`suggestedName`, the gateway's
 * proposal, filled in). Asked first, in sentences saying what closing does; `onClosed` hears the
 * sentence naming the new open year and what the closing did. What still waits in the year is
 * asked of the gateway first and listed, each linked to where it is settled, and Close is not
 * offered until nothing does; a refusal (something new waited meanwhile) says the server's
 * sentence and lists it again.
 */
export function CloseYear({ year, suggestedName, onClosed }: { year: string; suggestedName: string | null; onClosed: (sentence: string, opened: OpenedYear) => void }) {
  const toast = useToast();
  const pending = useQuery(PENDING_BEFORE_CLOSE, { fetchPolicy: 'cache-and-network' });
  const [closeYear, closing] = useMutation(CLOSE_ACADEMIC_YEAR, { refetchQueries: [ACADEMIC_YEARS, PENDING_BEFORE_CLOSE] });
  const [next, setNext] = useState(suggestedName ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const blockedId = useId();

  const nextName = next.trim();
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problem = !nextName
      ? 'Enter the name of the next academic year, for example 2027-28.'
      : !YEAR_NAME.test(nextName)
        ? 'Write the year as four digits, a hyphen and two digits, for example 2027-28.'
        : nextName === year
          ? `The next year needs a name other than ${year}.`
          : undefined;
    setNameError(problem);
    if (problem) {
      form.current?.querySelector('input')?.focus();
      return;
    }
    setAsking(true);
  };
  const cancel = () => {
    if (!closing.loading) setAsking(false);
  };
  const confirm = async () => {
    let opened: string;
    let summary: YearClosing | null;
    try {
      const answer = (await closeYear({ variables: { nextName } })).data?.closeAcademicYear;
      opened = answer?.name ?? nextName;
      summary = answer?.openedBy ?? null;
    } catch (failed) {
      setAsking(false);
      const field = serverFieldErrors(failed).nextName;
      if (field) setNameError(field);
      setRefusal(serverMessage(failed, 'Could not close the year. Try again in a moment.'));
      // The list the page shows is read again: the refusal names what waits now.
      if (errorCode(failed) === 'YEAR_HAS_PENDING') void pending.refetch();
      return;
    }
    setAsking(false);
    onClosed(closedWords(year, opened), { name: opened, closing: summary });
    toast.show({ tone: 'success', title: closedWords(year, opened) });
  };

  const items = pending.data?.pendingBeforeClose ?? [];
  // Close is offered once the gateway said nothing waits (or could not say: then the close itself checks).
  const checking = !pending.data && !pending.error;
  const blocked = items.length > 0;
  return (
    <Card title={`Close ${year}`} headingLevel={2}>
      <About>Closing the year frees every bed for the next one and keeps this year’s history, read-only, in each student’s record.</About>
      {refusal && <RefusalMessage>{refusal}</RefusalMessage>}
      {pending.error && !pending.data && <Alert>{serverMessage(pending.error, 'Could not load what still waits in this year.')}</Alert>}
      {items.length > 0 && (
        <>
          <About id={blockedId}>{BLOCKED_WORDS(year, items.length)}</About>
          <PendingList items={items} />
        </>
      )}
      <Form ref={form} aria-label={`Close ${year}`} onSubmit={ask} noValidate>
        <TextField label="Name of the next academic year" name="nextName" value={next} onChange={setNext} error={nameError} placeholder="2027-28" autoComplete="off" />
        <Button type="submit" variant="danger" disabled={checking || blocked} aria-describedby={blocked ? blockedId : undefined}>
          Close {year}
        </Button>
      </Form>
      <ConfirmShell
        open={asking}
        title={`Close ${year} and open ${nextName}?`}
        confirmLabel={`Close ${year}`}
        confirmVariant="danger"
        busy={closing.loading}
        onClose={cancel}
        onConfirm={() => void confirm()}
      >
        <Sentences>
          {CLOSING_DOES(year, nextName).map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </Sentences>
      </ConfirmShell>
    </Card>
  );
}
