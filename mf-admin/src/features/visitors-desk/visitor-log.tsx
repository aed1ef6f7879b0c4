import { useId, useState, type FormEvent } from 'react';
import { styled, Alert, Button, SelectField, Spinner, TextField } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { DeskForm, Section, WideButton } from '../front-desk/desk-styles';
import { LogCard } from './log-card';
import { DESK_HOSTELS, DESK_VISITS, type DeskVisitFilter } from './visitors-desk.operations';
import { Muted, VisitList } from './visit-card-styles';
import { VisitorLogCsv } from './visitor-log-csv';

/** Visits a page of the log. One more is asked for, to know whether a page follows. */
export const LOG_PAGE = 50;

const Pages = styled.nav`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: 0.75rem;
`;

/**
 * Wardens and admins: the visitor log of their hostels across days, searched by the visitor's or
 * the student's name or the visitor's phone (every day), or read a day at a time; a page at a
 * time; and the days from and to as CSV.
 */
export function VisitorLog() {
  const id = useId();
  const hostels = useQuery(DESK_HOSTELS).data?.frontDeskHostels ?? [];
  const [hostelId, setHostelId] = useState('');
  const [text, setText] = useState('');
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [asked, setAsked] = useState<DeskVisitFilter | null>(null);
  const [page, setPage] = useState(1);
  const filter = { ...asked, first: LOG_PAGE + 1, offset: (page - 1) * LOG_PAGE };
  const { data, error, loading } = useQuery(DESK_VISITS, { variables: { filter }, skip: !asked });
  const visits = asked ? data?.frontDeskVisits.slice(0, LOG_PAGE) : undefined;
  const hasNext = (data?.frontDeskVisits.length ?? 0) > LOG_PAGE;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    setProblem(words || day ? undefined : 'Type a name or phone, or choose a day.');
    if (!words && !day) return;
    setPage(1);
    setAsked({ ...(words && { query: words }), ...(day && { day }), ...(hostelId && { hostelId }) });
  };

  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>Visitor log</h2>
      <DeskForm role="search" aria-label="Search the visitor log" noValidate onSubmit={search}>
        {hostels.length > 1 && (
          <SelectField label="Hostel" name="logHostel" value={hostelId} onChange={setHostelId} options={[{ value: '', label: 'All my hostels' }, ...hostels.map((hostel) => ({ value: hostel.id, label: hostel.name }))]} />
        )}
        <TextField label="Visitor, student or phone" name="logQuery" type="search" value={text} error={problem} onChange={setText} autoComplete="off" />
        <TextField label="Day (optional)" name="logDay" type="date" value={day} onChange={setDay} />
        <WideButton type="submit">Search the log</WideButton>
      </DeskForm>
      {asked && error && !data && <Alert>{serverMessage(error, 'The log could not be searched. Try again.')}</Alert>}
      {asked && loading && !visits && <Spinner label="Searching the log" />}
      {visits && visits.length === 0 && <Muted>No visit matches.</Muted>}
      {visits && visits.length > 0 && (
        <VisitList aria-label="Visits found">
          {visits.map((visit) => (
            <LogCard key={visit.id} visit={visit} />
          ))}
        </VisitList>
      )}
      {visits && (page > 1 || hasNext) && (
        <Pages aria-label="Pages of the log">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>Page {page}</span>
          <Button variant="secondary" disabled={!hasNext} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Pages>
      )}
      <VisitorLogCsv hostelId={hostelId} />
    </Section>
  );
}
