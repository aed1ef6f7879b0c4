import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled, Alert, Button, Card, ConfirmDialog, SelectField, Spinner, Table, TBody, Td, TextField, TableHead, Tr, useToast } from 'ui';
import { officeMomentOf, officeWallTime, serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { when } from '../audit/audit-words';
import { EarlyExitRule } from './early-exit-rule';
import { GuardianConsent } from './guardian-consent';
import { CLEAR_WINDOW, SELECTION_WINDOWS, SET_WINDOW, type SelectionWindow } from './selection.operations';

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const Section = styled.div`
  margin-top: 1.5rem;
`;

const ALL = 'all';

/** An ISO instant as a `datetime-local` value on the office's clock, and back: the times shown are the office's too. */
const toLocalInput = (iso: string | null | undefined): string => (iso ? officeWallTime(iso) : '');
const fromLocalInput = (value: string): string | null => officeMomentOf(value)?.toISOString() ?? null;

const describe = (w: SelectionWindow) =>
  `${w.opensAt ? `opens ${when(w.opensAt)}` : 'open from the start'}, ${w.closesAt ? `closes ${when(w.closesAt)}` : 'never closes'}`;

/**
 * `/adminpage/selection` (admins): when booking and room requests open and close, for every
 * hostel or one, and which enrollment IDs may take part. Changes reach open grids at once and
 * are audited. Below, the hostels' other rule: whether outpasses first ask the guardian.
 */
export function SelectionPage() {
  const toast = useToast();
  const { data, error } = useQuery(SELECTION_WINDOWS, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SET_WINDOW, { refetchQueries: [SELECTION_WINDOWS] });
  const [clear, clearCall] = useMutation(CLEAR_WINDOW, { refetchQueries: [SELECTION_WINDOWS] });
  const [form, setForm] = useState({ hostel: ALL, opensAt: '', closesAt: '', prefixes: '' });
  const [failure, setFailure] = useState<string | null>(null);
  // The hostel whose own window is about to go (its students then follow the window for all): asked first.
  const [clearing, setClearing] = useState<{ hostelId: string; name: string } | null>(null);

  if (error && !data) return <Alert>{serverMessage(error, 'Could not load the selection windows.')}</Alert>;
  if (!data) return <Spinner size="lg" label="Loading the selection windows" />;

  const pick = (hostel: string) => {
    const current = data.selectionWindows.find((w) => (w.hostelId ?? ALL) === hostel);
    setForm({ hostel, opensAt: toLocalInput(current?.opensAt), closesAt: toLocalInput(current?.closesAt), prefixes: current?.enrollmentPrefixes.join(', ') ?? '' });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = {
      hostelId: form.hostel === ALL ? null : form.hostel,
      opensAt: fromLocalInput(form.opensAt),
      closesAt: fromLocalInput(form.closesAt),
      enrollmentPrefixes: form.prefixes.split(/[\s,]+/).filter(Boolean),
    };
    try {
      await save({ variables: { input } });
    } catch (failed) {
      setFailure(serverMessage(failed, 'Could not save the window.'));
      return;
    }
    toast.show({ tone: 'success', title: 'Selection window saved' });
  };
  const reset = async ({ hostelId, name }: { hostelId: string; name: string }) => {
    try {
      await clear({ variables: { hostelId } });
      toast.show({ tone: 'success', title: `${name} follows the window for all hostels again` });
    } catch (failed) {
      toast.show({ tone: 'error', title: serverMessage(failed, 'Could not clear the window.') });
    }
    setClearing(null);
  };

  return (
    <>
      <PageHeading>Selection window</PageHeading>
      <p>
        For a fair selection day, with a lottery number and a time slot for each student, set up a{' '}
        <Link to="/adminpage/selection/processes">selection process</Link>: while it runs, it decides when each student of its hostels chooses.
      </p>
      <Card>
        <h2>Set a window</h2>
        <form onSubmit={(event) => void submit(event)} aria-label="Set a selection window">
          <Grid>
            <SelectField
              label="For"
              name="hostel"
              value={form.hostel}
              onChange={pick}
              options={[{ value: ALL, label: 'All hostels' }, ...data.hostels.map((h) => ({ value: h.id, label: h.name }))]}
            />
            <TextField label="Opens (empty: open now)" name="opensAt" type="datetime-local" value={form.opensAt} onChange={(opensAt) => setForm({ ...form, opensAt })} />
            <TextField label="Closes (empty: never)" name="closesAt" type="datetime-local" value={form.closesAt} onChange={(closesAt) => setForm({ ...form, closesAt })} />
            <TextField
              label="Enrollment IDs starting with (empty: everyone)"
              name="prefixes"
              placeholder="e.g. 2025, 2024BCS"
              value={form.prefixes}
              onChange={(prefixes) => setForm({ ...form, prefixes })}
            />
          </Grid>
          {failure && <Alert>{failure}</Alert>}
          <Button type="submit" loading={saving.loading}>
            Save window
          </Button>
        </form>
      </Card>
      <h2>Windows now</h2>
      {data.selectionWindows.length === 0 ? (
        <p>No window set: booking and requests are open to every student.</p>
      ) : (
        <Table aria-label="Selection windows">
          <TableHead columns={['For', 'When', 'Who', { label: 'Actions', visuallyHidden: true }]} />
          <TBody>
            {data.selectionWindows.map((w) => (
              <Tr key={w.hostelId ?? ALL}>
                <Td>{w.hostelName ?? 'All hostels'}</Td>
                <Td>{describe(w)}</Td>
                <Td>{w.enrollmentPrefixes.length ? `Enrollment IDs starting ${w.enrollmentPrefixes.join(', ')}` : 'Every student'}</Td>
                <Td>
                  <Button size="sm" variant="secondary" onClick={() => pick(w.hostelId ?? ALL)}>
                    Edit
                  </Button>{' '}
                  {w.hostelId && (
                    <Button size="sm" variant="ghost" onClick={() => setClearing({ hostelId: w.hostelId!, name: w.hostelName ?? 'This hostel' })}>
                      Use the window for all
                    </Button>
                  )}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      <ConfirmDialog
        open={clearing !== null}
        title={`Use the window for all hostels in ${clearing?.name ?? ''}?`}
        message={`${clearing?.name ?? ''} loses its own window: its students can book and request rooms when the window for all hostels says.`}
        confirmLabel="Use the window for all"
        cancelLabel="Cancel"
        loading={clearCall.loading}
        onCancel={() => !clearCall.loading && setClearing(null)}
        onConfirm={() => clearing && void reset(clearing)}
      />
      <Section>
        <GuardianConsent />
      </Section>
      <Section>
        <EarlyExitRule />
      </Section>
    </>
  );
}
