import { type FormEvent, useRef, useState } from 'react';
import { styled, Alert, Button, Card, TextField, useToast } from 'ui';
import { errorCode, serverFieldErrors, serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { ConfirmShell } from '../../shared/confirm-shell';
import { PendingList } from './pending-list';
import { CLOSING_DOES, closedWords, nextYearName, YEAR_NAME } from './year-words';
import { ACADEMIC_YEARS, CLOSE_ACADEMIC_YEAR, PENDING_BEFORE_CLOSE } from './year.operations';

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

/**
 * Closes the open year `year` and opens the next, named here (2027-28 proposed). Asked first, in
 * sentences saying what closing does; `onClosed` hears the sentence naming the new open year. What still waits in the year is listed before (the server
 * refuses the close while anything does); a refusal says the server's sentence and lists it again.
 */
export function CloseYear({ year, onClosed }: { year: string; onClosed: (sentence: string) => void }) {
  const toast = useToast();
  const pending = useQuery(PENDING_BEFORE_CLOSE, { fetchPolicy: 'cache-and-network' });
  const [closeYear, closing] = useMutation(CLOSE_ACADEMIC_YEAR, { refetchQueries: [ACADEMIC_YEARS, PENDING_BEFORE_CLOSE] });
  const [next, setNext] = useState(() => nextYearName(year));
  const [nameError, setNameError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

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
    try {
      opened = (await closeYear({ variables: { nextName } })).data?.closeAcademicYear.name ?? nextName;
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
    onClosed(closedWords(year, opened));
    toast.show({ tone: 'success', title: closedWords(year, opened) });
  };

  const items = pending.data?.pendingBeforeClose ?? [];
  return (
    <Card title={`Close ${year}`} headingLevel={2}>
      <About>Closing the year frees every bed for the next one and keeps this year’s history, read-only, in each student’s record.</About>
      {refusal && <Alert>{refusal}</Alert>}
      {pending.error && !pending.data && <Alert>{serverMessage(pending.error, 'Could not load what still waits in this year.')}</Alert>}
      {items.length > 0 && (
        <>
          <About>
            {items.length === 1 ? 'This still waits' : `These ${items.length} still wait`} in {year}. The year cannot close until each is settled.
          </About>
          <PendingList items={items} />
        </>
      )}
      <Form ref={form} aria-label={`Close ${year}`} onSubmit={ask} noValidate>
        <TextField label="Name of the next academic year" name="nextName" value={next} onChange={setNext} error={nameError} placeholder="2027-28" autoComplete="off" />
        <Button type="submit" variant="danger">
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
