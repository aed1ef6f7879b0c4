import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled, Alert, Button, SelectField, Spinner, Table, TBody, Td, TextField, TableHead, Tr } from 'ui';
import { serverMessage } from 'web-kit';
import { useClient, useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { AuditChangeList } from '../../shared/audit-change-list';
import { AUDIT_EVENTS, type AuditEvent } from './audit.operations';
import { ACTIONS, actionWords, actorWords, when } from './audit-words';

const Filters = styled.form`
  align-items: end;
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  margin-bottom: 1rem;
`;

const OBJECTS = [
  { value: 'outpass', label: 'Outpass' },
  { value: 'room_request', label: 'Room request' },
  { value: 'room', label: 'Room (beds)' },
  { value: 'account', label: 'Account' },
  { value: 'selection_window', label: 'Selection window' },
  { value: 'hostel', label: 'Hostel (waitlist, rules)' },
];

const FIELDS = ['actor', 'action', 'objectType', 'objectId', 'studentId', 'from', 'to'] as const;
type Filter = Partial<Record<(typeof FIELDS)[number], string>>;

const objectLink = (event: AuditEvent) => (event.studentId ? <Link to={`/adminpage/students/${event.studentId}`}>{event.objectType.replace('_', ' ')}</Link> : event.objectType.replace('_', ' '));

/**
 * `/adminpage/audit`: who decided or changed what, newest first, filtered by actor, action,
 * object and date (the filters live in the address, so an object's page links to its history),
 * with older pages appended on request.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const applied: Filter = Object.fromEntries(FIELDS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : [])));
  const [draft, setDraft] = useState<Filter>(applied);
  const client = useClient();
  const { data, error } = useQuery(AUDIT_EVENTS, { variables: { filter: applied }, fetchPolicy: 'cache-and-network' });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailure, setOlderFailure] = useState<string | null>(null);
  const [more, setMore] = useState<AuditEvent[]>([]);
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const nextBefore = next === undefined ? data?.auditEvents.nextBefore : next;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setMore([]);
    setNext(undefined);
    setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)) as Record<string, string>);
  };
  // Older pages are appended below, read straight from the server (they never change).
  const older = async () => {
    setLoadingOlder(true);
    setOlderFailure(null);
    try {
      const page = await client.query(AUDIT_EVENTS, { filter: { ...applied, before: nextBefore } }, { fetchPolicy: 'no-cache' });
      setMore((shown) => [...shown, ...page.auditEvents.items]);
      setNext(page.auditEvents.nextBefore);
    } catch (failure) {
      setOlderFailure(serverMessage(failure, 'Could not load older events.'));
    } finally {
      setLoadingOlder(false);
    }
  };

  const items = data ? [...data.auditEvents.items, ...more] : [];
  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the audit log.')}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading the audit log" />;
  else if (items.length === 0) body = <p>No events match these filters.</p>;
  else
    body = (
      <>
        <Table aria-label="Audit events">
          <TableHead columns={['When', 'Who', 'What', 'Object', 'Change', 'From']} />
          <TBody>
            {items.map((event) => (
              <Tr key={event.id}>
                <Td>{when(event.at)}</Td>
                <Td>{actorWords(event)}</Td>
                <Td>{actionWords(event.action)}</Td>
                <Td>{objectLink(event)}</Td>
                <Td>
                  <AuditChangeList changes={event.changes} />
                </Td>
                <Td>{event.address}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
        {olderFailure && <Alert>{olderFailure}</Alert>}
        {nextBefore && (
          <Button variant="secondary" loading={loadingOlder} onClick={() => void older()}>
            Load older events
          </Button>
        )}
      </>
    );

  const field = (name: keyof Filter) => ({ name, value: draft[name] ?? '', onChange: (value: string) => setDraft({ ...draft, [name]: value }) });
  return (
    <>
      <PageHeading>Audit</PageHeading>
      <Filters onSubmit={apply} aria-label="Filter audit events">
        <TextField label="Who (name)" {...field('actor')} />
        <SelectField label="What" placeholder="Any action" options={ACTIONS.map((a) => ({ value: a, label: actionWords(a) }))} {...field('action')} />
        <SelectField label="Object" placeholder="Any object" options={OBJECTS} {...field('objectType')} />
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
        <Button type="submit">Apply filters</Button>
      </Filters>
      {body}
    </>
  );
}
