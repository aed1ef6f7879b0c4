import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Badge, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { StatusMessage } from '../../shared/status-message';
import { Actions, LinkButton, Page } from './page-frame';
import { at, hostelsWords, processPath, PROCESSES_PATH, STATUS_TONE, STATUS_WORD } from './process-words';
import { SELECTION_PROCESSES, type SelectionProcessRow } from './selection-process.operations';

const COLUMNS = ['Name', 'Status', 'Hostels', 'Entrants', 'Slots', 'First slot', 'Closes', 'Actions'] as const;

function ProcessRow({ process }: { process: SelectionProcessRow }) {
  return (
    <CardRow>
      <CardCell label={COLUMNS[0]}>
        <Link to={processPath(process.id)}>{process.name}</Link>
      </CardCell>
      <CardCell label={COLUMNS[1]}>
        <Badge tone={STATUS_TONE[process.status]}>{STATUS_WORD[process.status]}</Badge>
      </CardCell>
      <CardCell label={COLUMNS[2]}>{hostelsWords(process)}</CardCell>
      <CardCell label={COLUMNS[3]}>{process.entrants.toLocaleString('en')}</CardCell>
      <CardCell label={COLUMNS[4]}>{process.slots.toLocaleString('en')}</CardCell>
      <CardCell label={COLUMNS[5]}>{at(process.firstSlotAt)}</CardCell>
      <CardCell label={COLUMNS[6]}>{at(process.closesAt)}</CardCell>
      <CardCell label={COLUMNS[7]}>
        <LinkButton to={processPath(process.id)} aria-label={`Open ${process.name}`}>
          Open
        </LinkButton>
      </CardCell>
    </CardRow>
  );
}

/**
 * `/adminpage/selection/processes` (admins, issue 43): every selection process, newest first, with
 * its status, hostels, entrants and slots, its first slot and close on the office's clock; New
 * process. A draft counts who would take part now; a published process, who was drawn.
 */
export function ProcessesPage() {
  const { data, error } = useQuery(SELECTION_PROCESSES, { fetchPolicy: 'cache-and-network' });
  // A deleted draft's sentence, when its page brought us here.
  const location = useLocation();
  const [status] = useState(() => (location.state as { status?: string } | null)?.status ?? '');

  let list;
  if (error && !data) list = <Alert>{serverMessage(error, 'Could not load the selection processes.')}</Alert>;
  else if (!data) list = <Spinner size="lg" label="Loading the selection processes" />;
  else if (data.selectionProcesses.length === 0) list = <p>No selection process yet. Start with New process.</p>;
  else
    list = (
      <CardTable label="Selection processes" columns={COLUMNS}>
        {data.selectionProcesses.map((process) => (
          <ProcessRow key={process.id} process={process} />
        ))}
      </CardTable>
    );

  return (
    <Page>
      <div>
        <PageHeading>Selection processes</PageHeading>
        <p>
          A fair selection day: every student who takes part gets a lottery number and a time slot, and chooses a room from that slot until the close. Whoever chose nothing is placed
          after the close. The hostels’ selection windows are on the <Link to="/adminpage/selection">Selection window</Link> page.
        </p>
      </div>
      <Actions>
        <LinkButton to={`${PROCESSES_PATH}/new`} variant="primary">
          New process
        </LinkButton>
      </Actions>
      <StatusMessage>{status}</StatusMessage>
      {list}
    </Page>
  );
}
