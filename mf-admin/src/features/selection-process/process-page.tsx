import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { styled, Alert, Badge, Button, Card, DetailList, Spinner } from 'ui';
import { serverMessage, useServerClock } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { FileLink } from '../../shared/file-link';
import { plural } from '../../shared/plural';
import { StatusMessage, useStatus, type SayOptions } from '../../shared/status-message';
import { ConfirmAction } from './confirm-action';
import { countsSentence } from './outcome-words';
import { QuestionnaireCard } from './questionnaire-card';
import { Actions, BackLink, LinkButton, Page } from './page-frame';
import type { SavedState } from './process-form-page';
import { at, DRAW_WORD, fitsOf, hostelsWords, notFittingWords, processPath, PROCESSES_PATH, STATUS_TONE, STATUS_WORD, whoWords } from './process-words';
import { DELETE_PROCESS, PUBLISH_ASSIGNMENT, PUBLISH_PROCESS, RUN_ASSIGNMENT, SELECTION_PROCESS, UNDO_ASSIGNMENT, type SelectionProcessRow } from './selection-process.operations';

/** How often a process being placed is read again, until the job has finished. */
export const ASSIGNING_POLL_MS = 2000;

/** Whom publishing an assignment mails: the placed their room, the not placed with an account that they have none. */
function publishWords(placed: number, toldUnplaced: number, unplaced: number): string {
  const are = (n: number) => (n === 1 ? 'is' : 'are');
  const words = `${plural(placed, 'placed student')} ${are(placed)} mailed their room; ${plural(toldUnplaced, 'student')} not placed who ${toldUnplaced === 1 ? 'has' : 'have'} an account ${are(toldUnplaced)} told they have no bed and why.`;
  return unplaced > toldUnplaced ? `${words} Those who never signed up get no mail: the office reaches them.` : words;
}

const Reason = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Digest = styled.code`
  overflow-wrap: anywhere;
  word-break: break-all;
`;

const UNPLACED_COLUMNS = ['Name', 'Enrollment ID', 'Reason'] as const;

/** Who the assignment could not place, and why (the server sends the first 100). */
function UnplacedList({ process }: { process: SelectionProcessRow }) {
  const assignment = process.assignment;
  if (!assignment || assignment.unplaced === 0) return <p>Every student who took part has a bed.</p>;
  const listed = assignment.unplacedStudents;
  return (
    <>
      <h3>Not placed</h3>
      {listed.length < assignment.unplaced && <p>The first {listed.length} of {assignment.unplaced.toLocaleString('en')} are listed.</p>}
      <CardTable label="Students not placed" columns={UNPLACED_COLUMNS}>
        {listed.map((student) => (
          <CardRow key={student.enrollmentId}>
            <CardCell label={UNPLACED_COLUMNS[0]}>{student.name}</CardCell>
            <CardCell label={UNPLACED_COLUMNS[1]}>{student.enrollmentId}</CardCell>
            <CardCell label={UNPLACED_COLUMNS[2]}>{student.reason}</CardCell>
          </CardRow>
        ))}
      </CardTable>
    </>
  );
}

/** The assignment's counts as the entrants list counts them: they add up to the entrants. */
const countsOf = (a: NonNullable<SelectionProcessRow['assignment']>) => ({ entrants: a.entrants, chose: a.chose, placed: a.placed, pending: a.pending, notPlaced: a.unplaced, notYet: 0 });

type Asking = 'delete' | 'publish' | 'undo' | 'tell' | null;

/** What the office can do next, by the process's status. */
function ProcessActions({ process, onStatus, refetch }: { process: SelectionProcessRow; onStatus: (sentence: string, options?: SayOptions) => void; refetch: () => Promise<void> }) {
  const navigate = useNavigate();
  const reasonId = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove] = useMutation(DELETE_PROCESS);
  const [publish] = useMutation(PUBLISH_PROCESS);
  const [run, running] = useMutation(RUN_ASSIGNMENT);
  const [undo] = useMutation(UNDO_ASSIGNMENT);
  const [tell] = useMutation(PUBLISH_ASSIGNMENT);
  // The close by the server's clock (the process's `now`), not the browser's: a computer whose clock is behind still sees it.
  const serverNow = useServerClock(process.now, [process.closesAt]);
  const closed = serverNow !== null && serverNow >= Date.parse(process.closesAt);
  const variables = { id: process.id };

  // While the job places students, the process is read again every 2 s until its status moves on.
  const assigning = process.status === 'ASSIGNING';
  useEffect(() => {
    if (!assigning) return;
    const timer = setInterval(() => void refetch(), ASSIGNING_POLL_MS);
    return () => clearInterval(timer);
  }, [assigning, refetch]);
  // The job's end, said once when the page saw it run; not asked for just now, so the focus stays.
  const seen = useRef(process.status);
  useEffect(() => {
    if (seen.current === 'ASSIGNING' && process.status === 'ASSIGNED') onStatus('The assignment has finished. Check it, then publish it or undo it.', { focus: false });
    seen.current = process.status;
  }, [process.status, onStatus]);

  const done = (sentence: string) => {
    setAsking(null);
    onStatus(sentence);
  };
  const runAssignment = async () => {
    setFailure(null);
    try {
      await run({ variables });
      onStatus('The assignment has started: students who chose nothing are being placed.');
    } catch (error) {
      setFailure(serverMessage(error, 'Could not start the assignment. Try again in a moment.'));
    }
  };

  const assignment = process.assignment;
  // Publishing mails the placed and those not placed who have an account (the server counts them).
  const told = assignment?.mailed ?? 0;
  let body;
  switch (process.status) {
    case 'DRAFT': {
      const reason = notFittingWords(process);
      body = (
        <>
          <p>A draft changes nothing yet. Publishing draws the lottery numbers and mails every student who takes part their number and slot.</p>
          <Actions>
            <LinkButton to={`${processPath(process.id)}/edit`}>Edit</LinkButton>
            <Button variant="danger" onClick={() => setAsking('delete')}>
              Delete
            </Button>
            <Button onClick={() => setAsking('publish')} disabled={!fitsOf(process)} aria-describedby={reason ? reasonId : undefined}>
              Publish
            </Button>
          </Actions>
          {reason && <Reason id={reasonId}>{reason}</Reason>}
        </>
      );
      break;
    }
    case 'PUBLISHED':
      body = closed ? (
        <>
          <p>The process closed at {at(process.closesAt)}. The assignment places every student who took part and chose nothing in a free bed of the process’s hostels.</p>
          <Actions>
            <Button onClick={() => void runAssignment()} loading={running.loading}>
              Run assignment
            </Button>
          </Actions>
        </>
      ) : (
        <p>
          Students choose their rooms from their slot until {at(process.closesAt)}. After the close, run the assignment here: it places whoever chose nothing.
        </p>
      );
      break;
    case 'ASSIGNING':
      body = (
        <>
          <div role="status">
            <Spinner label="Placing students" /> Placing students… This page follows the job and shows the result when it ends.
          </div>
          {/* A job that failed for good leaves the process here: the server takes a new run only then. */}
          <p>If this lasts more than a few minutes, the job may have failed: run it again (refused while it still runs).</p>
          <Actions>
            <Button variant="secondary" onClick={() => void runAssignment()} loading={running.loading}>
              Run assignment again
            </Button>
          </Actions>
        </>
      );
      break;
    case 'ASSIGNED':
      body = (
        <>
          <p>
            The assignment has run. {assignment && countsSentence(countsOf(assignment))} Nobody has been told yet: undo it to place again, or publish it to mail
            everyone.
          </p>
          <Actions>
            <Button variant="secondary" onClick={() => setAsking('undo')}>
              Undo assignment
            </Button>
            <Button onClick={() => setAsking('tell')}>Publish assignment</Button>
          </Actions>
          <UnplacedList process={process} />
        </>
      );
      break;
    case 'DONE':
      body = (
        <>
          <p>
            Done{assignment?.publishedAt ? `: everyone was told on ${at(assignment.publishedAt)}` : ''}. {assignment && countsSentence(countsOf(assignment))}
          </p>
          <UnplacedList process={process} />
        </>
      );
      break;
  }

  return (
    <Card title="What happens next" headingLevel={2}>
      {failure && <Alert>{failure}</Alert>}
      {body}
      {asking === 'delete' && (
        <ConfirmAction
          title={`Delete ${process.name}?`}
          confirmLabel="Delete draft"
          variant="danger"
          fallback="Could not delete the draft."
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await remove({ variables });
            navigate(PROCESSES_PATH, { state: { status: `${process.name} was deleted.` } satisfies SavedState });
          }}
        >
          <p>The draft and its settings are removed. Nobody has been told anything about it.</p>
        </ConfirmAction>
      )}
      {asking === 'publish' && (
        <ConfirmAction
          title={`Publish ${process.name}?`}
          confirmLabel={`Publish and mail ${plural(process.entrants, 'student')}`}
          fallback="Could not publish the process."
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await publish({ variables });
            done(`${process.name} is published: lottery numbers are drawn and ${plural(process.entrants, 'student is', 'students are')} being mailed their slot.`);
          }}
        >
          <p>
            Publishing draws a lottery number for each of the {plural(process.entrants, 'student')} who take part, gives each a slot from {at(process.firstSlotAt)}, and mails each
            of them their number and slot.
          </p>
          <p>This cannot be undone: the settings no longer change once the numbers are drawn.</p>
        </ConfirmAction>
      )}
      {asking === 'undo' && (
        <ConfirmAction
          title="Undo the assignment?"
          confirmLabel="Undo assignment"
          variant="danger"
          fallback="Could not undo the assignment."
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await undo({ variables });
            done('The assignment is undone: its placements are removed. Run it again when you are ready.');
          }}
        >
          <p>The {plural(assignment?.placed ?? 0, 'placement')} it made are removed and the process is published again. Nobody has been told anything.</p>
        </ConfirmAction>
      )}
      {asking === 'tell' && (
        <ConfirmAction
          title="Publish the assignment?"
          confirmLabel={`Publish and mail ${plural(told, 'student')}`}
          fallback="Could not publish the assignment."
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await tell({ variables });
            done(`The assignment is published: ${plural(told, 'student is', 'students are')} being mailed.`);
          }}
        >
          <p>{publishWords(assignment?.placed ?? 0, told - (assignment?.placed ?? 0), assignment?.unplaced ?? 0)}</p>
          <p>This cannot be undone.</p>
        </ConfirmAction>
      )}
    </Card>
  );
}

/**
 * `/adminpage/selection/processes/:id` (admins, issue 43): one selection process, its settings,
 * the draw (entrants, slots, the last slot; once published its seed and the digest of the drawn
 * order) and what comes next by its status: a draft is edited, deleted or published; after the
 * close the assignment runs (read again every 2 s while it does), and is undone or published.
 */
export function ProcessPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data, error, refetch } = useQuery(SELECTION_PROCESS, { variables: { id }, fetchPolicy: 'cache-and-network' });
  // The form's sentence ("saved as a draft") when it brought us here; then each action's.
  const [status, setStatus] = useStatus((location.state as Partial<SavedState> | null)?.status ?? '');

  let body;
  let heading = 'Selection process';
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the process.')}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading the process" />;
  else if (!data.selectionProcess) body = <p>There is no such selection process. It may have been deleted.</p>;
  else {
    const process = data.selectionProcess;
    heading = process.name;
    const drawn = process.status !== 'DRAFT';
    body = (
      <>
        <p data-testid="process-status">
          Status: <Badge tone={STATUS_TONE[process.status]}>{STATUS_WORD[process.status]}</Badge>
        </p>
        <ProcessActions process={process} onStatus={setStatus} refetch={refetch} />
        <Card title="The draw" headingLevel={2}>
          <DetailList
            items={[
              { label: drawn ? 'Entrants' : 'Entrants (if published now)', value: process.entrants.toLocaleString('en') },
              { label: 'Slots', value: process.slots.toLocaleString('en') },
              { label: 'Last slot opens', value: at(process.lastSlotAt) },
              { label: 'Seed', value: process.seed },
              ...(drawn
                ? [
                    { label: 'Published', value: at(process.publishedAt) },
                    { label: 'Draw digest', value: process.drawDigest ? <Digest>{process.drawDigest}</Digest> : '—' },
                  ]
                : []),
            ]}
          />
          <Reason>
            {drawn
              ? 'The seed and the digest of the drawn order are recorded in the audit log; the same seed gives the same draw.'
              : 'The seed is recorded when the process is published; the same seed gives the same draw.'}
          </Reason>
          {drawn && (
            <Actions>
              {(process.status === 'PUBLISHED' || process.status === 'ASSIGNING') && <LinkButton to={`${processPath(process.id)}/day`}>Watch the day live</LinkButton>}
              <LinkButton to={`${processPath(process.id)}/entrants`}>Entrants</LinkButton>
              <FileLink href={`/api/office/selection/${encodeURIComponent(process.id)}/entrants.csv`} download>
                Download entrants (CSV)
              </FileLink>
            </Actions>
          )}
        </Card>
        <QuestionnaireCard process={process} onStatus={setStatus} />
        <Card title="Settings" headingLevel={2}>
          <DetailList
            items={[
              { label: 'Hostels', value: hostelsWords(process) },
              { label: 'Who takes part', value: whoWords(process) },
              { label: 'Lottery numbers', value: DRAW_WORD[process.draw] },
              { label: 'First slot opens', value: at(process.firstSlotAt) },
              { label: 'Slot length', value: plural(process.slotMinutes, 'minute') },
              { label: 'Students per slot', value: process.perSlot.toLocaleString('en') },
              { label: 'Closes', value: at(process.closesAt) },
            ]}
          />
        </Card>
      </>
    );
  }

  return (
    <Page>
      <div>
        <BackLink to={PROCESSES_PATH}>← Selection processes</BackLink>
        <PageHeading>{heading}</PageHeading>
      </div>
      <StatusMessage status={status} />
      {body}
    </Page>
  );
}
