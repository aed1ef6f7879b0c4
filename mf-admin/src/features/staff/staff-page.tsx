import { type FormEvent, useState } from 'react';
import { styled, Alert, Badge, Button, Card, ConfirmDialog, SelectField, Spinner, Table, TBody, Td, TextField, TableHead, Tr } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import type { Role } from '../../gql/graphql';
import { PageHeading } from '../../layout/page-heading';
import { StatusMessage, useStatus, type SayOptions } from '../../shared/status-message';

/** Says what an action did (it takes the focus), or why it did not. */
type Say = (text: string, options?: SayOptions) => void;
import { ResetFactorsButton } from './reset-factors';
import { INVITE_STAFF, RESEND_INVITE, SET_DISABLED, STAFF, UPDATE_STAFF, type HostelOption, type StaffMember } from './staff.operations';

const Hostels = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;

  label {
    align-items: center;
    display: inline-flex;
    gap: 0.35rem;
    min-height: 44px;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  margin-bottom: 1.5rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const STATUS_TONE = { ACTIVE: 'success', INVITED: 'warning', DISABLED: 'danger' } as const;
const STATUS_WORD = { ACTIVE: 'Active', INVITED: 'Invited', DISABLED: 'Disabled' } as const;
const ROLE_WORD: Record<Role, string> = { ADMIN: 'Admin', WARDEN: 'Warden', GUARD: 'Guard', MAINTENANCE: 'Maintenance', STUDENT: 'Student' };

/** Checkboxes for a warden's hostels. */
function HostelPicker({ legend, hostels, chosen, onChange }: { legend: string; hostels: HostelOption[]; chosen: string[]; onChange: (ids: string[]) => void }) {
  return (
    <Hostels>
      <legend>{legend}</legend>
      {hostels.map((hostel) => (
        <label key={hostel.id}>
          <input
            type="checkbox"
            checked={chosen.includes(hostel.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, hostel.id] : chosen.filter((id) => id !== hostel.id))}
          />
          {hostel.name}
        </label>
      ))}
    </Hostels>
  );
}

function InviteForm({ hostels, say }: { hostels: HostelOption[]; say: Say }) {
  const [form, setForm] = useState({ name: '', email: '', role: 'WARDEN' as Role, hostelIds: [] as string[] });
  const [failure, setFailure] = useState<string | null>(null);
  const [invite, { loading }] = useMutation(INVITE_STAFF, { refetchQueries: [STAFF] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await invite({ variables: { input: { name: form.name, email: form.email, role: form.role, hostelIds: form.role === 'WARDEN' ? form.hostelIds : [] } } });
    } catch (error) {
      setFailure(serverMessage(error, 'Could not send the invitation.'));
      return;
    }
    say(`Invitation sent to ${form.email}`);
    setForm({ name: '', email: '', role: 'WARDEN', hostelIds: [] });
  };

  return (
    <Card>
      <h2>Invite staff</h2>
      <form onSubmit={(event) => void submit(event)} aria-label="Invite staff">
        <Grid>
        <TextField label="Name" name="name" value={form.name} onChange={(name) => setForm({ ...form, name })} required autoComplete="off" />
        <TextField label="Email" name="email" type="email" value={form.email} onChange={(email) => setForm({ ...form, email })} required autoComplete="off" />
        <SelectField
          label="Role"
          name="role"
          value={form.role}
          onChange={(role) => setForm({ ...form, role: role as Role })}
          options={[
            { value: 'WARDEN', label: 'Warden (their hostels only)' },
            { value: 'ADMIN', label: 'Admin (everything)' },
            { value: 'GUARD', label: 'Guard (scans gate passes only)' },
          ]}
        />
        </Grid>
        {form.role === 'WARDEN' && <HostelPicker legend="Hostels" hostels={hostels} chosen={form.hostelIds} onChange={(hostelIds) => setForm({ ...form, hostelIds })} />}
        {failure && <Alert>{failure}</Alert>}
        <Button type="submit" loading={loading}>
          Send invitation
        </Button>
      </form>
    </Card>
  );
}

function StaffRow({ member, hostels, say }: { member: StaffMember; hostels: HostelOption[]; say: Say }) {
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState(member.hostels.map((h) => h.id));
  const [update, updating] = useMutation(UPDATE_STAFF);
  const [resend, resending] = useMutation(RESEND_INVITE);
  const [setDisabled, disabling] = useMutation(SET_DISABLED, { refetchQueries: [STAFF] });
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      say(done);
      return true;
    } catch (error) {
      say(serverMessage(error, 'That did not work.'), { tone: 'error' });
      return false;
    }
  };
  const disabled = member.status === 'DISABLED';
  // Disabling ends their sessions at once (a guard mid-shift is logged out): asked first.
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const toggleDisabled = () =>
    void run(() => setDisabled({ variables: { id: member.id, disabled: !disabled } }), `${member.name} ${disabled ? 'enabled' : 'disabled'}`).then(() => setConfirmingDisable(false));
  return (
    <Tr>
      <Td>{member.name}</Td>
      <Td>{member.email}</Td>
      <Td>{ROLE_WORD[member.role]}</Td>
      <Td>
        {editing ? (
          <HostelPicker legend={`Hostels of ${member.name}`} hostels={hostels} chosen={chosen} onChange={setChosen} />
        ) : member.role === 'ADMIN' ? (
          'All'
        ) : member.role === 'GUARD' ? (
          'None (the gate)'
        ) : (
          member.hostels.map((h) => h.name).join(', ')
        )}
      </Td>
      <Td>
        <Badge tone={STATUS_TONE[member.status]}>{STATUS_WORD[member.status]}</Badge>
      </Td>
      <Td>
        <Actions>
          {member.role === 'WARDEN' &&
            (editing ? (
              <Button
                size="sm"
                loading={updating.loading}
                onClick={() =>
                  void run(() => update({ variables: { id: member.id, input: { role: 'WARDEN', hostelIds: chosen } } }), `Hostels of ${member.name} saved`).then((ok) => ok && setEditing(false))
                }
              >
                Save hostels
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Change hostels
              </Button>
            ))}
          {member.status === 'INVITED' && (
            <Button size="sm" variant="secondary" loading={resending.loading} onClick={() => void run(() => resend({ variables: { id: member.id } }), `New link sent to ${member.email}`)}>
              Resend link
            </Button>
          )}
          <Button
            size="sm"
            variant={disabled ? 'secondary' : 'danger'}
            loading={disabled && disabling.loading}
            title={`${disabled ? 'Enable' : 'Disable'} ${member.name}`}
            onClick={disabled ? toggleDisabled : () => setConfirmingDisable(true)}
          >
            {disabled ? 'Enable' : 'Disable'}
          </Button>
          {member.status === 'ACTIVE' && <ResetFactorsButton member={member} say={say} />}
        </Actions>
        <ConfirmDialog
          open={confirmingDisable}
          title={`Disable ${member.name}?`}
          message={`${member.name} is logged out everywhere at once and cannot log in until an admin enables the account again.`}
          confirmLabel="Disable"
          cancelLabel="Cancel"
          confirmVariant="danger"
          loading={disabling.loading}
          onCancel={() => !disabling.loading && setConfirmingDisable(false)}
          onConfirm={toggleDisabled}
        />
      </Td>
    </Tr>
  );
}

/**
 * `/adminpage/staff` (admins): the office's people (admins, wardens, gate guards), invitations,
 * hostels and access. What an action did is said above the list, and takes the focus there.
 */
export function StaffPage() {
  const { data, error } = useQuery(STAFF, { fetchPolicy: 'cache-and-network' });
  const [status, say] = useStatus();
  let list;
  if (error && !data) list = <Alert>Could not load the staff: {serverMessage(error, error.message)}</Alert>;
  else if (!data) list = <Spinner size="lg" label="Loading staff" />;
  else
    list = (
      <Table aria-label="Staff">
        <TableHead columns={['Name', 'Email', 'Role', 'Hostels', 'Status', 'Actions']} />
        <TBody>
          {data.staff.map((member) => (
            <StaffRow key={member.id} member={member} hostels={data.hostels} say={say} />
          ))}
        </TBody>
      </Table>
    );
  return (
    <>
      <PageHeading>Staff</PageHeading>
      {data && <InviteForm hostels={data.hostels} say={say} />}
      <StatusMessage status={status} />
      {list}
    </>
  );
}
