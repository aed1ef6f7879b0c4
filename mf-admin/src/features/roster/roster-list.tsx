import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled, Alert, Badge, Button, Card, Spinner, TextField } from 'ui';
import { GENDER, serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { plural, standing } from './roster-words';
import { ROSTER } from './roster.operations';

/** Students a page. */
export const ROSTER_PAGE_SIZE = 25;

const COLUMNS = ['Enrollment ID', 'Name', 'Email', 'Gender', 'Year', 'Programme', 'Signed up / invited'] as const;

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

/** "312 students in all." or "1 student matches “ana”." */
const countLine = (total: number, search: string): string =>
  search ? `${plural(total, 'student')} ${total === 1 ? 'matches' : 'match'} “${search}”.` : `${plural(total, 'student')} in all.`;

/**
 * The roster, 25 students a page, searched on the server by enrollment ID, name or email. The
 * search and the page live in the address (`?q=…&page=2`), so Back returns to the same students.
 * A table where there is room, a card a student on a phone.
 */
export function RosterList() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(search);
  const offset = (page - 1) * ROSTER_PAGE_SIZE;
  const { data, error } = useQuery(ROSTER, { variables: { search: search || null, offset, limit: ROSTER_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const go = (to: number) => setParams({ ...(search ? { q: search } : {}), ...(to > 1 ? { page: String(to) } : {}) });

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the roster.')}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading the roster" />;
  else if (data.roster.total === 0)
    body = <p>{search ? `No student on the roster matches “${search}”.` : 'Nobody is on the roster yet. Add students one by one below, or import the office’s CSV file.'}</p>;
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
                <CardCell label={COLUMNS[6]}>
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
    <Card title="Students on the roster" subtitle={data ? countLine(data.roster.total, search) : undefined} headingLevel={2}>
      <Search onSubmit={submit} role="search" aria-label="Find a student on the roster">
        <TextField label="Enrollment ID, name or email" name="q" type="search" value={draft} onChange={setDraft} />
        <Button type="submit">Search</Button>
      </Search>
      {body}
    </Card>
  );
}
