import { useEffect, useRef, useState } from 'react';
import { styled, Alert, Badge, Button, Card, ConfirmDialog } from 'ui';
import { serverMessage } from 'web-kit';
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
import { GroupForm } from './group-form';
import { formatMoment } from './selection-words';

const Text = styled.p`
  margin: 0 0 1rem;
`;

/** What the last group change did: a live region always in the card, empty until then. */
const Said = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
  &:empty {
    margin: 0;
  }
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

/**
 * The caller's place, answered by a group change, replaces the one on screen (the dashboard's too);
 * `say` tells what the change did (the card's status line, which takes the focus: the button
 * pressed is gone with the form or the group it belonged to).
 */
function useGroupMutations(say: (sentence: string) => void) {
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
  return {
    form: async (...args: Parameters<typeof form>) => {
      const done = await form(...args);
      say('Your group is formed: those you named are asked to join, and join when they accept.');
      return done;
    },
    answer: async (...args: Parameters<typeof answer>) => {
      const done = await answer(...args);
      say(args[0]?.variables?.accept ? 'You joined the group.' : 'You declined the invitation.');
      return done;
    },
    leave: async (leader: boolean) => {
      const done = await leave();
      say(leader ? 'The group is disbanded: everyone chooses alone again.' : 'You left the group: you choose alone, in your own slot.');
      return done;
    },
    busy: forming.loading || answering.loading || leaving.loading,
  };
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
      await mutations.leave(group.isLeader);
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

/** The form of a new group (group-form.tsx), where a room takes more than one student. */
function FormGroup({ selection, mutations }: { selection: MySelection; mutations: Mutations }) {
  const most = selection.maxGroupSize - 1;
  if (most < 1) return <Text>Rooms in your hostels take one student each: there are no roommate groups in this selection.</Text>;
  return <GroupForm most={most} busy={mutations.busy} onForm={async (members) => void (await mutations.form({ variables: { members } }))} />;
}

/**
 * 'Roommate group' on /selection: the student's group (members, those invited, who leads, leave
 * or disband), or, with none and selection not closed, invitations to others' groups and the form
 * of a new one. Refusals show as the server words them.
 */
export function SelectionGroupCard({ selection, state }: { selection: MySelection; state: WindowState }) {
  const [said, setSaid] = useState({ text: '', n: 0 });
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said.text) line.current?.focus();
  }, [said]);
  const mutations = useGroupMutations((text) => setSaid((s) => ({ text, n: s.n + 1 })));
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
      <Said ref={line} role="status" tabIndex={-1}>
        {said.text}
      </Said>
      {body}
    </Card>
  );
}
