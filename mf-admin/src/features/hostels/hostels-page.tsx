import { type FormEvent, useId, useState } from 'react';
import { styled, Alert, Badge, Button, Dialog, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { StatusMessage } from '../../shared/status-message';
import { checkHostel, EMPTY_HOSTEL, HOSTEL_FIELDS_NAMED, HostelFields, newHostelInput, type FieldErrors, type HostelValues } from './hostel-fields';
import { BOOKING_WORD, floorsWords, GENDER_WORD } from './hostel-words';
import { CREATE_HOSTEL, INVENTORY, type InventoryHostel } from './hostels.operations';
import { Actions, ButtonLink, Note } from './links';
import { formFailure } from './refusal';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const COLUMNS = ['Code', 'Title', 'Gender', 'How rooms are taken', 'Floors', 'Rooms (free/total)', 'Out of service', 'Actions'] as const;

/** "Add hostel": the new hostel's fields in a dialog; each server message beside its field. */
function AddHostelDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (hostel: { name: string; title: string }) => void }) {
  const formId = useId();
  const [values, setValues] = useState<HostelValues>(EMPTY_HOSTEL);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_HOSTEL, { refetchQueries: [INVENTORY], awaitRefetchQueries: true });

  const change = <K extends keyof HostelValues>(field: K, value: HostelValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _answered, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkHostel(values, { isNew: true });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await create({ variables: { input: newHostelInput(values) } });
      if (data) onAdded(data.createHostel);
    } catch (error) {
      const { fieldErrors, message } = formFailure(error, HOSTEL_FIELDS_NAMED, 'Could not add the hostel. Try again.');
      setErrors(fieldErrors);
      setFailure(message);
    }
  };

  return (
    <Dialog
      open
      title="Add a hostel"
      onClose={() => !loading && onClose()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={loading}>
            Add hostel
          </Button>
        </>
      }
    >
      <form id={formId} noValidate aria-label="New hostel" onSubmit={(event) => void submit(event)}>
        <HostelFields values={values} errors={errors} onChange={change} isNew />
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Dialog>
  );
}

function HostelRow({ hostel }: { hostel: InventoryHostel }) {
  return (
    <CardRow>
      <CardCell label="Code">
        {hostel.name}
        {hostel.retired && (
          <Note>
            <Badge tone="neutral">Retired</Badge>
          </Note>
        )}
      </CardCell>
      <CardCell label="Title">{hostel.title}</CardCell>
      <CardCell label="Gender">{GENDER_WORD[hostel.gender]}</CardCell>
      <CardCell label="How rooms are taken">{BOOKING_WORD[hostel.bookingMode]}</CardCell>
      <CardCell label="Floors">{floorsWords(hostel)}</CardCell>
      <CardCell label="Rooms (free/total)">
        {hostel.availableRooms}/{hostel.totalRooms}
      </CardCell>
      <CardCell label="Out of service">{hostel.outOfServiceRooms === 0 ? 'None' : hostel.outOfServiceRooms}</CardCell>
      <CardCell label="Actions">
        <Actions>
          <ButtonLink to={`/adminpage/hostels/${encodeURIComponent(hostel.name)}`} aria-label={`Manage ${hostel.name}`}>
            Manage
          </ButtonLink>
        </Actions>
      </CardCell>
    </CardRow>
  );
}

/**
 * `/adminpage/hostels` (admins): every hostel (retired ones marked), with its rooms' counts; Add
 * hostel; each hostel's page (details, rooms, CSV) one link away.
 */
export function HostelsPage() {
  const { data, error } = useQuery(INVENTORY, { fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');

  let list;
  if (error && !data) list = <Alert>Could not load the hostels: {serverMessage(error, 'try again in a moment.')}</Alert>;
  else if (!data) list = <Spinner size="lg" label="Loading hostels" />;
  else if (data.hostels.length === 0) list = <p>No hostels yet. Add the first one.</p>;
  else
    list = (
      <CardTable label="Hostels" columns={COLUMNS}>
        {[...data.hostels]
          .sort((a, b) => Number(a.retired) - Number(b.retired) || a.name.localeCompare(b.name))
          .map((hostel) => (
            <HostelRow key={hostel.id} hostel={hostel} />
          ))}
      </CardTable>
    );

  return (
    <>
      <PageHeading>Hostels</PageHeading>
      <Toolbar>
        <Button onClick={() => setAdding(true)}>Add hostel</Button>
      </Toolbar>
      <StatusMessage>{status}</StatusMessage>
      {list}
      {adding && (
        <AddHostelDialog
          onClose={() => setAdding(false)}
          onAdded={(hostel) => {
            setAdding(false);
            setStatus(`${hostel.name} (${hostel.title}) was added. Add its rooms from its page.`);
          }}
        />
      )}
    </>
  );
}
