import { useState, type FormEvent } from 'react';
import { styled, Alert, Badge, Button, Card, ConfirmDialog, TextField } from 'ui';
import { serverFieldErrors, serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import type { WindowState } from '../../gql/graphql';
import {
  ANSWER_SELECTION_GROUP_INVITATION,
  FORM_SELECTION_GROUP,
  LEAVE_SELECTION_GROUP,
  MY_SELECTION,
  type MySelection,
  type SelectionGroup,
} from './my-selection.operations';
import { formatMoment } from './selection-words';

const Text = styled.p`
  margin: 0 0 1rem;
`;

const People = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.25rem;
  line-height: 1.8;
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Fieldset = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;

const Roommate = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
  legend {
    padding: 0 0.25rem;
  }
`;

const Invitations = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  li p {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
`;

const Space = styled.div`
  margin-bottom: 1rem;
`;

/** The leader books one room for the group: after any change the student's place is the server's. */
const LEADER_BOOKS = 'The group’s leader books one room for everyone in it, in the group’s slot (its earliest member’s).';

/** What a refused group change says, and the fields it names. */
interface Problem {
  message: string;
  fields: Record<string, string>;
}

const problemOf = (error: unknown, fallback: string): Problem => ({ message: serverMessage(error, fallback), fields: serverFieldErrors(error) });

/** The caller's place, answered by a group change, replaces the one on screen (the dashboard's too). */
function useGroupMutations() {
  const [form, forming] = useMutation(FORM_SELECTION_GROUP, {
    update: ({ formSelectionGroup: group }, _variables, cache) =>
      cache.updateQuery(MY_SELECTION, undefined, (answer) => (answer?.mySelection ? { mySelection: { ...answer.mySelection, group } } : undefined)),
  });
  const [answer, answering] = useMutation(ANSWER_SELECTION_GROUP_INVITATION, {
    update: ({ answerSelectionGroupInvitation: mySelection }, _variables, cache) => cache.writeQuery(MY_SELECTION, undefined, { mySelection }),
  });
  const [leave, leaving] = useMutation(LEAVE_SELECTION_GROUP, {
    update: ({ leaveSelectionGroup: mySelection }, _variables, cache) => cache.writeQuery(MY_SELECTION, undefined, { mySelection }),
  });
  return { form, answer, leave, busy: forming.loading || answering.loading || leaving.loading };
}

type Mutations = ReturnType<typeof useGroupMutations>;

const person = (m: { name: string; enrollmentId: string }) => `${m.name} (${m.enrollmentId})`;

/** A group the student is in: who is in, who is asked, who leads; leave (a member) or disband (the leader). */
function GroupView({ group, selection, open, mutations }: { group: SelectionGroup; selection: MySelection; open: boolean; mutations: Mutations }) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const action = group.isLeader ? 'Disband group' : 'Leave group';

  async function confirm() {
    setProblem(null);
    try {
      await mutations.leave();
      setAsking(false);
    } catch (error) {
      setAsking(false);
      setProblem(serverMessage(error, group.isLeader ? 'The group could not be disbanded. Please try again.' : 'You could not leave the group. Please try again.'));
    }
  }

  return (
    <>
      <Text>
        {group.isLeader
          ? `You lead this group. ${LEADER_BOOKS} You choose from ${formatMoment(selection.groupSlotStartsAt)}.`
          : `${person(group.leader)} leads this group. ${LEADER_BOOKS} Your leader books for you from ${formatMoment(selection.groupSlotStartsAt)}.`}
      </Text>
      {problem && (
        <Space>
          <Alert>{problem}</Alert>
        </Space>
      )}
      <h3>Members</h3>
      <People aria-label="Members">
        {group.members.map((member) => (
          <li key={member.id}>
            {person(member)} {member.id === group.leader.id && <Badge tone="info">Leader</Badge>}
          </li>
        ))}
      </People>
      {group.invited.length > 0 && (
        <>
          <h3>Invited, not answered yet</h3>
          <People aria-label="Invited, not answered yet">
            {group.invited.map((member) => (
              <li key={member.id}>{person(member)}</li>
            ))}
          </People>
        </>
      )}
      {open && (
        <Button variant="danger" onClick={() => setAsking(true)}>
          {action}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={`${action}?`}
        message={
          group.isLeader
            ? 'Everyone in the group goes back to choosing alone, each in their own slot. You can form a new group afterwards.'
            : `You leave ${group.leader.name}'s group and choose alone, in your own slot (${formatMoment(selection.slotStartsAt)}).`
        }
        confirmLabel={action}
        cancelLabel="Keep the group"
        confirmVariant="danger"
        loading={mutations.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** Invitations to others' groups, each with Accept and Decline. */
function InvitationList({ selection, mutations }: { selection: MySelection; mutations: Mutations }) {
  const [problem, setProblem] = useState<string | null>(null);
  if (selection.invitations.length === 0) return null;

  async function answer(groupId: string, accept: boolean) {
    setProblem(null);
    try {
      await mutations.answer({ variables: { groupId, accept } });
    } catch (error) {
      setProblem(serverMessage(error, 'Your answer could not be saved. Please try again.'));
    }
  }

  return (
    <>
      <h3>Invitations</h3>
      {problem && (
        <Space>
          <Alert>{problem}</Alert>
        </Space>
      )}
      <Invitations aria-label="Invitations">
        {selection.invitations.map((invitation) => {
          const whose = `${invitation.leaderName}'s invitation`;
          return (
            <li key={invitation.groupId}>
              <p>
                {`${person({ name: invitation.leaderName, enrollmentId: invitation.leaderEnrollmentId })} asks you to join their group (${invitation.members} ${invitation.members === 1 ? 'member' : 'members'} so far).`}
              </p>
              <Row>
                <Button size="sm" aria-label={`Accept ${whose}`} disabled={mutations.busy} onClick={() => void answer(invitation.groupId, true)}>
                  Accept
                </Button>
                <Button size="sm" variant="secondary" aria-label={`Decline ${whose}`} disabled={mutations.busy} onClick={() => void answer(invitation.groupId, false)}>
                  Decline
                </Button>
              </Row>
            </li>
          );
        })}
      </Invitations>
    </>
  );
}

interface RoommateRow {
  key: number;
  name: string;
  enrollmentId: string;
}

/** The form of a new group: up to `maxGroupSize - 1` others, each named by name and enrollment ID. */
function FormGroup({ selection, mutations }: { selection: MySelection; mutations: Mutations }) {
  const most = selection.maxGroupSize - 1;
  const [rows, setRows] = useState<RoommateRow[]>([{ key: 0, name: '', enrollmentId: '' }]);
  const [nextKey, setNextKey] = useState(1);
  const [problem, setProblem] = useState<Problem | null>(null);

  if (most < 1) return <Text>Rooms in your hostels take one student each: there are no roommate groups in this selection.</Text>;

  const edit = (key: number, field: 'name' | 'enrollmentId', value: string) => setRows((all) => all.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    setRows((all) => [...all, { key: nextKey, name: '', enrollmentId: '' }]);
    setNextKey((k) => k + 1);
  };
  const remove = (key: number) => setRows((all) => all.filter((row) => row.key !== key));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const members = rows.map((row) => ({ name: row.name.trim(), enrollmentId: row.enrollmentId.trim() }));
    if (members.length === 0 || members.some((m) => m.name === '' || m.enrollmentId === '')) {
      const fields: Record<string, string> = {};
      members.forEach((m, i) => {
        if (m.name === '') fields[`members.${i}.name`] = 'Required.';
        if (m.enrollmentId === '') fields[`members.${i}.enrollmentId`] = 'Required.';
      });
      setProblem({ message: 'Please give the name and enrollment ID of each roommate.', fields });
      return;
    }
    setProblem(null);
    try {
      await mutations.form({ variables: { members } });
    } catch (error) {
      setProblem(problemOf(error, 'The group could not be formed. Please try again.'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Form a roommate group">
      <Fieldset>
        <legend>Form a roommate group</legend>
        <Text>
          {`${most === 1 ? 'Name the student' : `Name up to ${most} students`} of your hostels to share a room with. Each is asked to accept. You lead the group: you book one room for all of you, in the earliest slot among you.`}
        </Text>
        {problem && (
          <Space>
            <Alert>{problem.message}</Alert>
          </Space>
        )}
        {rows.map((row, i) => (
          <Roommate key={row.key}>
            <legend>{`Roommate ${i + 1}`}</legend>
            <TextField label="Name" name={`members.${i}.name`} value={row.name} onChange={(value) => edit(row.key, 'name', value)} error={problem?.fields[`members.${i}.name`]} autoComplete="off" />
            <TextField
              label="Enrollment ID"
              name={`members.${i}.enrollmentId`}
              value={row.enrollmentId}
              onChange={(value) => edit(row.key, 'enrollmentId', value)}
              error={problem?.fields[`members.${i}.enrollmentId`]}
              autoComplete="off"
            />
            {rows.length > 1 && (
              <Button size="sm" variant="secondary" aria-label={`Remove roommate ${i + 1}`} onClick={() => remove(row.key)}>
                Remove
              </Button>
            )}
          </Roommate>
        ))}
        <Row>
          {rows.length < most && (
            <Button variant="secondary" onClick={add}>
              Add a roommate
            </Button>
          )}
          <Button type="submit" loading={mutations.busy}>
            Form group
          </Button>
        </Row>
      </Fieldset>
    </form>
  );
}

/**
 * 'Roommate group' on /selection: the student's group (members, those invited, who leads, leave
 * or disband), or, with none and selection not closed, invitations to others' groups and the form
 * of a new one. Refusals show as the server words them.
 */
export function SelectionGroupCard({ selection, state }: { selection: MySelection; state: WindowState }) {
  const mutations = useGroupMutations();
  const open = state !== 'CLOSED';
  let body;
  if (selection.group) body = <GroupView group={selection.group} selection={selection} open={open} mutations={mutations} />;
  else if (!open) body = <Text>Room selection has closed: groups can no longer be formed.</Text>;
  else
    body = (
      <>
        <InvitationList selection={selection} mutations={mutations} />
        <FormGroup selection={selection} mutations={mutations} />
      </>
    );
  return (
    <Card title="Roommate group" headingLevel={2}>
      {body}
    </Card>
  );
}
