import { Link, useParams } from 'react-router-dom';
import { styled, Alert, Badge, Card, DetailList, Spinner, Table, TBody, Td, TableHead, Tr } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { AuditChangeList } from '../../shared/audit-change-list';
import { calendarDay } from '../../shared/calendar-day';
import { backBy } from '../../shared/outpass-times';
import { actionWords, actorWords, when } from '../audit/audit-words';
import { StudentYears } from './student-years';
import { STUDENT_RECORD } from './students.operations';

// One column that may shrink below its content's width (minmax(0, …)): a wide table then scrolls
// inside its card instead of widening the page past a phone's screen (it was 580 px at 390).
const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
`;

const TONE: Record<string, 'success' | 'warning' | 'danger' | 'neutral'> = { APPROVED: 'success', PENDING: 'warning', REJECTED: 'danger', CANCELLED: 'neutral', DECLINED: 'neutral' };
const word = (status: string) => status.charAt(0) + status.slice(1).toLowerCase();

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <h2>{title}</h2>
      {children}
    </Card>
  );
}

/** `/adminpage/students/:id`: one student's details, bed, academic years, requests, outpasses and audit trail. */
export function StudentRecordPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(STUDENT_RECORD, { variables: { id }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <Alert>{serverMessage(error, 'Could not load this student.')}</Alert>;
  if (!data) return <Spinner size="lg" label="Loading the student" />;
  const { student, bed, roommates, roomRequests, outpasses, years, audit } = data.studentRecord;
  return (
    <>
      <PageHeading>{student.name}</PageHeading>
      <p>
        <Link to="/adminpage/students">Back to students</Link>
      </p>
      <Sections>
        <Section title="Details">
          <DetailList
            items={[
              { label: 'Enrollment ID', value: student.enrollmentId ?? '—' },
              { label: 'Email', value: student.email },
              { label: 'Gender', value: student.gender ? word(student.gender) : '—' },
              { label: 'Phone', value: student.phoneNumber ?? '—' },
              { label: 'Address', value: student.address ?? '—' },
              { label: 'Date of birth', value: student.dob ? calendarDay(student.dob) : '—' },
            ]}
          />
        </Section>
        <Section title="Room">
          {bed ? (
            <p>
              {bed.room.hostelName} room {bed.room.number} ({word(bed.room.type)}), bed {bed.bed}
              {roommates.length > 0 && `, with ${roommates.map((r) => `${r.name} (${r.enrollmentId})`).join(', ')}`}.
            </p>
          ) : (
            <p>No bed.</p>
          )}
        </Section>
        <Section title="Academic years">
          <StudentYears years={years} />
        </Section>
        <Section title="Room requests">
          {roomRequests.length === 0 ? (
            <p>None.</p>
          ) : (
            <Table aria-label="Room requests">
              <TableHead columns={['Asked', 'Room', 'With', 'Status', 'Reason']} />
              <TBody>
                {roomRequests.map((r) => (
                  <Tr key={r.id}>
                    <Td>{when(r.createdAt)}</Td>
                    <Td>
                      {r.room.hostelName} {r.room.number}
                    </Td>
                    <Td>{r.student.id === student.id ? (r.roommate?.name ?? '—') : `${r.student.name} (asked)`}</Td>
                    <Td>
                      <Badge tone={TONE[r.status] ?? 'neutral'}>{word(r.status)}</Badge>
                    </Td>
                    <Td>{r.decisionReason ?? '—'}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
        </Section>
        <Section title="Outpasses">
          {outpasses.length === 0 ? (
            <p>None.</p>
          ) : (
            <Table aria-label="Outpasses">
              <TableHead columns={['Asked', 'Where', 'Out', 'Back by', 'Status']} />
              <TBody>
                {outpasses.map((o) => (
                  <Tr key={o.id}>
                    <Td>{when(o.createdAt)}</Td>
                    <Td>{o.where}</Td>
                    <Td>{o.outTime}</Td>
                    <Td>{backBy(o)}</Td>
                    <Td>
                      <Badge tone={TONE[o.status] ?? 'neutral'}>{word(o.status)}</Badge>
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
        </Section>
        <Section title="What was decided">
          {audit.length === 0 ? (
            <p>Nothing yet.</p>
          ) : (
            <Table aria-label="Audit trail">
              <TableHead columns={['When', 'Who', 'What', 'Change']} />
              <TBody>
                {audit.map((event) => (
                  <Tr key={event.id}>
                    <Td>{when(event.at)}</Td>
                    <Td>{actorWords(event)}</Td>
                    <Td>{actionWords(event.action)}</Td>
                    <Td>
                      <AuditChangeList changes={event.changes} />
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
          <p>
            <Link to={`/adminpage/audit?studentId=${student.id}`}>Full history in the audit log</Link>
          </p>
        </Section>
      </Sections>
    </>
  );
}
