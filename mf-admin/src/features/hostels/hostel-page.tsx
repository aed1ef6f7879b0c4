import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { styled, Alert, Button, Card, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useClient, useMutation, useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { ConfirmOrRefusal } from './confirm-or-refusal';
import { checkHostel, HOSTEL_FIELDS_NAMED, hostelChanges, HostelFields, valuesOf, type FieldErrors, type HostelValues } from './hostel-fields';
import { INVENTORY, RETIRE_HOSTEL, UPDATE_HOSTEL, type InventoryHostel } from './hostels.operations';
import { formFailure } from './refusal';
import { RoomsCsv } from './rooms-csv';
import { RoomsSection } from './rooms-section';
import { ROOM_QUERIES } from './room-dialogs';

// One column that may shrink below its content (a wide table scrolls inside its card on a phone).
const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 1rem;
`;

/** The hostel's details, changed in place; a refusal (a gender change while students live there) says why. */
function DetailsForm({ hostel, onStatus }: { hostel: InventoryHostel; onStatus: (message: string) => void }) {
  const [values, setValues] = useState<HostelValues>(() => valuesOf(hostel));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UPDATE_HOSTEL);

  const change = <K extends keyof HostelValues>(field: K, value: HostelValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _answered, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkHostel(values, { isNew: false });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = hostelChanges(hostel, values);
    if (Object.keys(changes).length === 0) {
      onStatus('Nothing to save: the details are as they were.');
      return;
    }
    try {
      const { data } = await update({ variables: { hostelId: hostel.id, changes } });
      if (data) setValues(valuesOf(data.updateHostel));
      onStatus(`The details of ${hostel.name} were saved.`);
    } catch (error) {
      const { fieldErrors, message } = formFailure(error, HOSTEL_FIELDS_NAMED, 'Could not save the details. Try again.');
      setErrors(fieldErrors);
      setFailure(message);
    }
  };

  return (
    <Card>
      <h2>Details</h2>
      <form aria-label={`Details of ${hostel.name}`} noValidate onSubmit={(event) => void submit(event)}>
        <HostelFields values={values} errors={errors} onChange={change} isNew={false} />
        <Hint>
          A new outpass {hostel.guardianConsentRequired ? 'first asks' : 'does not ask'} the student&apos;s guardian: change that on the <Link to="/adminpage/selection">Selection window</Link> page.
        </Hint>
        {failure && <Alert>{failure}</Alert>}
        <p>
          <Button type="submit" loading={loading}>
            Save details
          </Button>
        </p>
      </form>
    </Card>
  );
}

/** Retiring the hostel: asked first; refused while anyone lives there or anything is pending (listed). */
function RetireHostel({ hostel, onStatus }: { hostel: InventoryHostel; onStatus: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [retire] = useMutation(RETIRE_HOSTEL, { refetchQueries: [INVENTORY] });
  return (
    <Card>
      <h2>Retire {hostel.name}</h2>
      <Hint>A retired hostel is no longer offered to students and its rooms cannot be booked. It can be retired once no one lives there and nothing is pending.</Hint>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Retire hostel
      </Button>
      {confirming && (
        <ConfirmOrRefusal
          title={`Retire ${hostel.name}?`}
          message={`${hostel.name} (${hostel.title}) will no longer be offered to students, and none of its rooms can be booked. Only administrators still see it.`}
          confirmLabel="Retire hostel"
          fallback="Could not retire the hostel. Try again."
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await retire({ variables: { hostelId: hostel.id } });
            setConfirming(false);
            onStatus(`${hostel.name} is retired.`);
          }}
        />
      )}
    </Card>
  );
}

/**
 * `/adminpage/hostels/:code` (admins): one hostel: its details, changed in place; its rooms by
 * floor (add, change, out of service and back, retire); its rooms as a CSV file (export, and an
 * import checked first); and retiring it.
 */
export function HostelPage() {
  const { code = '' } = useParams();
  const client = useClient();
  const { data, error } = useQuery(INVENTORY, { fetchPolicy: 'cache-and-network' });
  const [status, say] = useStatus();

  const back = (
    <p>
      <Link to="/adminpage/hostels">Back to hostels</Link>
    </p>
  );
  if (error && !data) return <Alert>Could not load the hostel: {serverMessage(error, 'try again in a moment.')}</Alert>;
  if (!data) return <Spinner size="lg" label="Loading the hostel" />;
  const hostel = data.hostels.find((h) => h.name === code.toUpperCase());
  if (!hostel) {
    return (
      <>
        <PageHeading>Hostel not found</PageHeading>
        <p>No hostel has the code “{code}”.</p>
        {back}
      </>
    );
  }

  return (
    <>
      <PageHeading>{hostel.title === hostel.name ? hostel.name : `${hostel.name}: ${hostel.title}`}</PageHeading>
      {back}
      <StatusMessage status={status} />
      <Sections>
        {hostel.retired && <Alert tone="info">{hostel.name} is retired: students no longer see it and nothing of it can change.</Alert>}
        {!hostel.retired && <DetailsForm key={hostel.id} hostel={hostel} onStatus={say} />}
        <RoomsSection hostel={hostel} />
        {!hostel.retired && (
          <RoomsCsv
            code={hostel.name}
            onImported={() => {
              void client.refetch(ROOM_QUERIES);
            }}
          />
        )}
        {!hostel.retired && <RetireHostel hostel={hostel} onStatus={say} />}
      </Sections>
    </>
  );
}
