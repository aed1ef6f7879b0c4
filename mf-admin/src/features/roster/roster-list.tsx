import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled, Alert, Badge, Button, Card, SelectField, Spinner, TextField } from 'ui';
import { GENDER, serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { CarryRoster } from './carry-roster';
import { plural, standing } from './roster-words';
import { ROSTER, type RosterYear } from './roster.operations';

/** Students a page. */
export const ROSTER_PAGE_SIZE = 25;

const COLUMNS = ['Enrollment ID', 'Name', 'Email', 'Gender', 'Year', 'Programme', 'Accessible room', 'Signed up / invited'] as const;

// The box and its button on one line, their edges level (the field drops its own bottom margin).
const Search = styled.form`
  align-items: end;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  margin-bottom: 1rem;

  > :first-child {
    flex: 1 1 18rem;
    min-width: 0;
    margin-bottom: 0;
  }
`;

const YearPicker = styled.div`
  max-width: 16rem;
`;

const Pager = styled.nav`
  align-items: center;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  margin-top: 1rem;
`;

/** A page number from the address: a whole number from 1, or 1. */
const pageOf = (text: string | null): number => {
  const page = Number(text ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** "312 students on the 2026-27 roster." or "1 student of the 2026-27 roster matches “ana”." */
const countLine = (total: number, search: string, year: string): string =>
  search ? `${plural(total, 'student')} of the ${year} roster ${total === 1 ? 'matches' : 'match'} “${search}”.` : `${plural(total, 'student')} on the ${year} roster.`;

/** "2027-28 (open)", "2026-27 (closed)": the year picker's choices, the open year first. */
const yearOptions = (years: readonly RosterYear[]) => years.map((year) => ({ value: year.current ? '' : year.name, label: `${year.name} (${year.current ? 'open' : 'closed'})` }));

/**
 * One academic year's roster (the open year's unless `?year=` names a closed one, whose roster is
 * shown as it stood when it closed, read-only), 25 students a page, searched on the server by
 * enrollment ID, name or email. The year, the search and the page live in the address
 * (`?year=2025-26&q=…&page=2`), so Back returns to the same students. A table where there is
 * room, a card a student on a phone. On the open year, once a year has closed, the carry of the
 * last closed year's roster follows.
 */
export function RosterList() {
  const [params, setParams] = useSearchParams();
  const year = params.get('year') ?? '';
  const search = (params.get('q') ?? '').trim();
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(search);
  const offset = (page - 1) * ROSTER_PAGE_SIZE;
  const { data, error } = useQuery(ROSTER, { variables: { search: search || null, offset, limit: ROSTER_PAGE_SIZE, academicYear: year || null }, fetchPolicy: 'cache-and-network' });
  const inYear: Record<string, string> = year ? { year } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ ...inYear, ...(draft.trim() ? { q: draft.trim() } : {}) });
  };
  const go = (to: number) => setParams({ ...inYear, ...(search ? { q: search } : {}), ...(to > 1 ? { page: String(to) } : {}) });
  const shown = data?.roster.academicYear;
  const lastClosed = data?.academicYears.find((y) => !y.current && y.closedAt);

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the roster.')}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading the roster" />;
  else if (data.roster.total === 0)
    body = (
      <p>
        {search
          ? `No student on the roster matches “${search}”.`
          : !data.roster.academicYear.current
            ? `Nobody was on the ${data.roster.academicYear.name} roster.`
            : lastClosed
              ? `Nobody is on the ${data.roster.academicYear.name} roster yet. Carry the ${lastClosed.name} roster on below, add students one by one, or import the office’s CSV file.`
              : 'Nobody is on the roster yet. Add students one by one below, or import the office’s CSV file.'}
      </p>
    );
  else if (data.roster.entries.length === 0)
    body = (
      <p>
        This page is past the end of the roster.{' '}
        <Button variant="secondary" onClick={() => go(1)}>
          Go to the first page
        </Button>
      </p>
    );
  else {
    const { entries, total } = data.roster;
    const last = offset + entries.length;
    body = (
      <>
        <CardTable label={search ? `Students on the roster matching ${search}` : 'Students on the roster'} columns={COLUMNS}>
          {entries.map((student) => {
            const { tone, words } = standing(student);
            return (
              <CardRow key={student.enrollmentId}>
                <CardCell label={COLUMNS[0]}>{student.enrollmentId}</CardCell>
                <CardCell label={COLUMNS[1]}>{student.name}</CardCell>
                <CardCell label={COLUMNS[2]}>{student.email}</CardCell>
                <CardCell label={COLUMNS[3]}>{GENDER[student.gender]}</CardCell>
                <CardCell label={COLUMNS[4]}>{student.yearOfStudy}</CardCell>
                <CardCell label={COLUMNS[5]}>{student.programme}</CardCell>
                {/* In words, not a mark alone: the assignment places these students in an accessible room first. */}
                <CardCell label={COLUMNS[6]}>{student.needsAccessibleRoom ? <Badge tone="info">Needs one</Badge> : 'No'}</CardCell>
                <CardCell label={COLUMNS[7]}>
                  <Badge tone={tone}>{words}</Badge>
                </CardCell>
              </CardRow>
            );
          })}
        </CardTable>
        <Pager aria-label="Roster pages">
          <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
            Previous page
          </Button>
          <span>
            {offset + 1 === last ? `Student ${last}` : `Students ${(offset + 1).toLocaleString('en')} to ${last.toLocaleString('en')}`} of {total.toLocaleString('en')}
          </span>
          <Button variant="secondary" disabled={last >= total} onClick={() => go(page + 1)}>
            Next page
          </Button>
        </Pager>
      </>
    );
  }

  return (
    <>
      <Card title="Students on the roster" subtitle={data ? countLine(data.roster.total, search, data.roster.academicYear.name) : undefined} headingLevel={2}>
        {/* Always there (its choices once known), so it keeps the focus while another year's roster loads. */}
        <YearPicker>
          <SelectField
            label="Academic year"
            name="year"
            value={year}
            options={data ? yearOptions(data.academicYears) : [{ value: '', label: 'The open year' }, ...(year ? [{ value: year, label: year }] : [])]}
            onChange={(name) => {
              setDraft('');
              setParams(name ? { year: name } : {});
            }}
          />
        </YearPicker>
        {shown && !shown.current && (
          <Alert tone="info">
            {shown.name} is closed: this is its roster as it stood when the year closed, read-only. Choose the open year above for the roster students are on now.
          </Alert>
        )}
        <Search onSubmit={submit} role="search" aria-label="Find a student on the roster">
          <TextField label="Enrollment ID, name or email" name="q" type="search" value={draft} onChange={setDraft} />
          <Button type="submit">Search</Button>
        </Search>
        {body}
      </Card>
      {shown?.current && lastClosed && <CarryRoster from={lastClosed.name} into={shown.name} />}
    </>
  );
}
