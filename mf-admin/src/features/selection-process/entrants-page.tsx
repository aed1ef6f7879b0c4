import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled, Alert, Button, Card, SelectField, Spinner, TextField } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import type { EntrantOutcome } from '../../gql/graphql';
import { PageHeading } from '../../layout/page-heading';
import { FileLink } from '../../shared/file-link';
import { EntrantsTable } from './entrants-table';
import { countsSentence, OUTCOME_WORD } from './outcome-words';
import { Actions, BackLink, Page } from './page-frame';
import { processPath } from './process-words';
import { SELECTION_ENTRANTS } from './selection-day.operations';

/** Entrants a page. */
export const PAGE_SIZE = 100;

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0 1rem;
  align-items: end;
`;

interface Filter {
  outcome: EntrantOutcome | '';
  slot: string;
  search: string;
}

/**
 * `/adminpage/selection/processes/:id/entrants` (admins, issue 51): every entrant in lottery order
 * with their slot, group and what happened (chose, placed by the office, pending, not placed and
 * why, not yet), the counts that add up to the entrants, filters, and the same as CSV.
 */
export function EntrantsPage() {
  const { id = '' } = useParams();
  const [typed, setTyped] = useState<Filter>({ outcome: '', slot: '', search: '' });
  const [applied, setApplied] = useState<Filter>(typed);
  const [offset, setOffset] = useState(0);
  const slot = /^\d+$/.test(applied.slot.trim()) ? Number(applied.slot) : null;
  const { data, error } = useQuery(SELECTION_ENTRANTS, {
    variables: { processId: id, filter: { outcome: applied.outcome || null, slot, search: applied.search.trim() || null, offset, limit: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(typed);
    setOffset(0);
  };

  const list = data?.selectionEntrants;
  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the entrants.')}</Alert>;
  else if (!data || !list) body = <Spinner size="lg" label="Loading the entrants" />;
  else if (!data.selectionProcess) body = <p>There is no such selection process. It may have been deleted.</p>;
  else {
    const last = Math.min(offset + PAGE_SIZE, list.matching);
    body = (
      <>
        <p data-testid="entrant-counts">{countsSentence(list.counts)}</p>
        <Card title="Find entrants" headingLevel={2}>
          <Filters onSubmit={apply} aria-label="Filter entrants">
            <SelectField
              label="What happened"
              name="outcome"
              value={typed.outcome}
              onChange={(outcome) => setTyped((f) => ({ ...f, outcome: outcome as EntrantOutcome | '' }))}
              options={[{ value: '', label: 'Anything' }, ...(Object.keys(OUTCOME_WORD) as EntrantOutcome[]).map((o) => ({ value: o, label: OUTCOME_WORD[o] }))]}
            />
            <TextField label="Slot" name="slot" type="number" min={1} value={typed.slot} onChange={(s) => setTyped((f) => ({ ...f, slot: s }))} />
            <TextField label="Name or enrollment ID" name="search" type="search" value={typed.search} onChange={(search) => setTyped((f) => ({ ...f, search }))} />
            <div>
              <Button type="submit">Show</Button>
            </div>
          </Filters>
        </Card>
        <p role="status">{list.matching === 0 ? 'No entrant matches.' : `Entrants ${(offset + 1).toLocaleString('en')}–${last.toLocaleString('en')} of ${list.matching.toLocaleString('en')}.`}</p>
        {list.entrants.length > 0 && <EntrantsTable label="Entrants" entrants={list.entrants} />}
        <Actions>
          <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset((o) => Math.max(0, o - PAGE_SIZE))}>
            Previous {PAGE_SIZE}
          </Button>
          <Button variant="secondary" disabled={last >= list.matching} onClick={() => setOffset((o) => o + PAGE_SIZE)}>
            Next {PAGE_SIZE}
          </Button>
          <FileLink href={`/api/office/selection/${encodeURIComponent(id)}/entrants.csv`} download>
            Download entrants (CSV)
          </FileLink>
        </Actions>
      </>
    );
  }

  return (
    <Page>
      <div>
        <BackLink to={processPath(id)}>← {data?.selectionProcess?.name ?? 'Selection process'}</BackLink>
        <PageHeading>Entrants{data?.selectionProcess ? `: ${data.selectionProcess.name}` : ''}</PageHeading>
      </div>
      {body}
    </Page>
  );
}
