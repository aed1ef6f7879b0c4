import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled, Alert, Button, Spinner, Table, TBody, Td, TextField, TableHead, Tr } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { StatusMessage } from '../../shared/status-message';
import { DownloadCsv } from './download-csv';
import { StudentDialog, type StudentAction } from './student-dialog';
import { STUDENTS, type StudentSummary } from './students.operations';

// The box, Search and Download on one line, their edges level: the field drops its own bottom
// margin (which lifted the box 16 px above the buttons) and all three are 44 px tall.
const Search = styled.form`
  align-items: end;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  margin-bottom: 1rem;

  > :first-child {
    flex: 1 1 18rem;
    margin-bottom: 0;
  }

  input,
  > button,
  > a {
    min-height: 2.75rem;
  }
`;

// Wraps on a phone, so the sticky actions column stays narrow while the rest scrolls.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Pager = styled.nav`
  align-items: center;
  display: flex;
  gap: 1rem;
  margin-top: 1rem;
`;

/**
 * `/adminpage/students`: find a student by name, enrollment ID, email or room (`BH-1 101`), on
 * the server, 20 at a time; a warden finds the students of their hostels. The search lives in
 * the address, so Back returns to the same results. Each student's bed can be checked out,
 * moved or swapped from here, with a reason; the list is read again afterwards.
 */
export function StudentsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(search);
  const { data, error, refetch } = useQuery(STUDENTS, { variables: { search, page }, skip: search.length < 2, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<{ student: StudentSummary; action: StudentAction } | null>(null);
  const [status, setStatus] = useState('');
  const done = (message: string) => {
    setOpen(null);
    setStatus(message);
    void refetch();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const go = (to: number) => setParams({ q: search, page: String(to) });

  let body;
  if (search.length < 2) body = <p>Type at least 2 characters of a name, an enrollment ID, an email or a room (e.g. BH-1 101).</p>;
  else if (error && !data) body = <Alert>{serverMessage(error, 'Could not search.')}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Searching" />;
  else if (data.students.items.length === 0) body = <p>No student matches “{search}”.</p>;
  else
    body = (
      <>
        <Table aria-label={`Students matching ${search}`} stickyActions>
          <TableHead columns={['Name', 'Enrollment ID', 'Email', 'Room', 'Actions']} />
          <TBody>
            {data.students.items.map((student) => (
              <Tr key={student.id}>
                <Td>
                  <Link to={`/adminpage/students/${student.id}`}>{student.name}</Link>
                  {student.disabled && ' (disabled)'}
                </Td>
                <Td>{student.enrollmentId}</Td>
                <Td>{student.email}</Td>
                <Td>{student.hostelName ? `${student.hostelName} ${student.roomNumber}, bed ${student.bed}` : 'No bed'}</Td>
                <Td>
                  <Actions>
                    <Button size="sm" variant="secondary" title={`Move ${student.name}`} onClick={() => setOpen({ student, action: 'move' })}>
                      Move
                    </Button>
                    {student.hostelName && (
                      <Button size="sm" variant="secondary" title={`Swap ${student.name} with another student`} onClick={() => setOpen({ student, action: 'swap' })}>
                        Swap
                      </Button>
                    )}
                    {student.hostelName && (
                      <Button size="sm" variant="danger" title={`Check out ${student.name}`} onClick={() => setOpen({ student, action: 'check-out' })}>
                        Check out
                      </Button>
                    )}
                  </Actions>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
        <Pager aria-label="Result pages">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
            Previous
          </Button>
          <span>Page {page}</span>
          <Button variant="secondary" size="sm" disabled={!data.students.hasMore} onClick={() => go(page + 1)}>
            Next
          </Button>
        </Pager>
      </>
    );

  return (
    <>
      <PageHeading>Students</PageHeading>
      <Search onSubmit={submit} role="search" aria-label="Find a student">
        <TextField label="Name, enrollment ID, email or room" name="q" type="search" value={draft} onChange={setDraft} />
        <Button type="submit">Search</Button>
        <DownloadCsv kind="students" params={{ search: search.length >= 2 ? search : undefined }} label="Download students (CSV)" />
      </Search>
      <StatusMessage>{status}</StatusMessage>
      {body}
      {open && <StudentDialog action={open.action} student={open.student} onClose={() => setOpen(null)} onDone={done} />}
    </>
  );
}
