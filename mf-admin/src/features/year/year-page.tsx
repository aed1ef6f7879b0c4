import { useState } from 'react';
import { styled, Alert, Badge, Card, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { when } from '../../shared/date-time';
import { StatusMessage } from '../../shared/status-message';
import { ClosingSummary } from './closing-summary';
import { CloseYear, type OpenedYear } from './close-year';
import { ACADEMIC_YEARS } from './year.operations';

// Every button, field and link drawn as a button of the page a 44 px tap target (ui's are some 42 px tall).
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;

  button,
  input {
    min-height: 44px;
  }
`;

const Intro = styled.p`
  margin: 0;
`;

const PAST_COLUMNS = ['Year', 'Opened', 'Closed'] as const;

/**
 * `/adminpage/year` (admins, issue 42): the open academic year, what the closing that opened it
 * did, the years closed before it, and the close of the open one (which opens the next). The
 * sentence naming the new open year stays in a status line above the cards.
 */
export function YearPage() {
  const { data, error } = useQuery(ACADEMIC_YEARS, { fetchPolicy: 'cache-and-network' });
  const [status, setStatus] = useState('');
  // The close's own answer, shown at once; the open year read again says the same from then on.
  const [opened, setOpened] = useState<OpenedYear | null>(null);

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the academic years.')}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading the academic years" />;
  else {
    const open = data.currentAcademicYear;
    const past = data.academicYears.filter((year) => !year.current && year.closedAt);
    const summary = opened?.closing ? { closing: opened.closing, year: opened.name } : open.openedBy && { closing: open.openedBy, year: open.name };
    body = (
      <>
        <Card title="The open year" headingLevel={2}>
          <p>
            <Badge tone="success">Open</Badge> The open academic year is <strong>{open.name}</strong>. It opened on {when(open.openedAt)}.
          </p>
        </Card>
        {summary && <ClosingSummary closing={summary.closing} year={summary.year} />}
        <Card title="Past years" headingLevel={2}>
          {past.length === 0 ? (
            <p>No academic year has closed yet.</p>
          ) : (
            <CardTable label="Past academic years" columns={PAST_COLUMNS}>
              {past.map((year) => (
                <CardRow key={year.id}>
                  <CardCell label={PAST_COLUMNS[0]}>{year.name}</CardCell>
                  <CardCell label={PAST_COLUMNS[1]}>{when(year.openedAt)}</CardCell>
                  <CardCell label={PAST_COLUMNS[2]}>{year.closedAt ? when(year.closedAt) : '—'}</CardCell>
                </CardRow>
              ))}
            </CardTable>
          )}
        </Card>
        {/* A new open year starts a fresh form (its next name proposed anew). */}
        <CloseYear
          key={open.name}
          year={open.name}
          suggestedName={open.suggestedNextName}
          onClosed={(sentence, year) => {
            setStatus(sentence);
            setOpened(year);
          }}
        />
      </>
    );
  }

  return (
    <Page>
      <div>
        <PageHeading>Academic year</PageHeading>
        <Intro>Each academic year keeps its own rooms, requests, outpasses and waiting lists. Closing a year keeps them in each student’s record and starts the next.</Intro>
      </div>
      <StatusMessage>{status}</StatusMessage>
      {body}
    </Page>
  );
}
