import { useState } from 'react';
import { styled, Alert, Badge, Button, ConfirmDialog, Spinner, Table, TBody, Td, TableHead, Tr } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { StatusMessage, useStatus, type SayOptions } from '../../shared/status-message';
import { HostelPicker } from './hostel-picker';
import { InviteStaffForm } from './invite-staff-form';
import { ResetFactorsButton } from './reset-factors';
import { RESEND_INVITE, SET_DISABLED, STAFF, UPDATE_STAFF, type HostelOption, type StaffMember } from './staff.operations';
import { HOSTEL_ROLES, roleWord } from './staff-words';

/** Says what an action did (it takes the focus), or why it did not. */
type Say = (text: string, options?: SayOptions) => void;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const STATUS_TONE = { ACTIVE: 'success', INVITED: 'warning', DISABLED: 'danger' } as const;
const STATUS_WORD = { ACTIVE: 'Active', INVITED: 'Invited', DISABLED: 'Disabled' } as const;

/** The Hostels cell: all for an admin, the gate alone for a guard of no front desk, the jobs given to maintenance, else their hostels. */
function hostelsWord(member: StaffMember): string {
  if (member.role === 'ADMIN') return 'All';
  if (member.role === 'GUARD' && member.hostels.length === 0) return 'None (the gate)';
  if (member.role === 'MAINTENANCE' && member.hostels.length === 0) return 'None (the jobs assigned to them)';
  return member.hostels.map((h) => h.name).join(', ');
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
      <Td>{roleWord(member)}</Td>
      <Td>
        {editing ? (
          <HostelPicker legend={member.role === 'GUARD' ? `Front desks kept by ${member.name}` : `Hostels of ${member.name}`} hostels={hostels} chosen={chosen} onChange={setChosen} />
        ) : (
          hostelsWord(member)
        )}
      </Td>
      <Td>
        <Badge tone={STATUS_TONE[member.status]}>{STATUS_WORD[member.status]}</Badge>
      </Td>
      <Td>
        <Actions>
          {HOSTEL_ROLES.includes(member.role) &&
            (editing ? (
              <Button
                size="sm"
                loading={updating.loading}
                onClick={() =>
                  void run(() => update({ variables: { id: member.id, input: { role: member.role, hostelIds: chosen } } }), `Hostels of ${member.name} saved`).then((ok) => ok && setEditing(false))
                }
              >
                Save hostels
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setChosen(member.hostels.map((h) => h.id));
                  setEditing(true);
                }}
              >
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
 * `/adminpage/staff` (admins): the office's people (admins, wardens, guards, maintenance), invitations,
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
      {data && <InviteStaffForm hostels={data.hostels} say={say} />}
      <StatusMessage status={status} />
      {list}
    </>
  );
}
