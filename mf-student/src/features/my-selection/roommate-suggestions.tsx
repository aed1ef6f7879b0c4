import { useState } from 'react';
import { styled, Alert, Badge, Button, SelectField, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { MY_SELECTION, type MySelection } from './my-selection.operations';
import { INVITE_SUGGESTED_ROOMMATE, ROOMMATE_SUGGESTIONS, type RoommateProfile, type RoommateSuggestion } from './roommate.operations';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0 1rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.li`
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow-wrap: anywhere;

  h4 {
    margin: 0 0 0.25rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  p {
    margin: 0 0 0.5rem;
  }
  /* A button naming a long name wraps on a phone (ui's buttons keep to one line). */
  button {
    white-space: normal;
    text-align: left;
    max-width: 100%;
  }
`;

/** "sleep: Around 11 PM · smoking: No": the answers a suggestion shows, named as the explanation names them. */
function shownAnswers(suggestion: RoommateSuggestion, profile: RoommateProfile): string {
  return suggestion.answers
    .map((a) => {
      const q = profile.questions.find((x) => x.key === a.key);
      return q ? `${q.key.replace(/-/g, ' ')}: ${q.choices[a.value] ?? ''}` : null;
    })
    .filter(Boolean)
    .join(' · ');
}

/**
 * Suggested roommates (issue 51): those who could share a room with the student, best match first,
 * filtered by the answers they show; one button invites a suggestion into the student's group
 * (forming it when they have none), and they are asked to accept as every member is.
 */
export function RoommateSuggestions({ profile, selection, onSaid }: { profile: RoommateProfile; selection: MySelection; onSaid: (sentence: string) => void }) {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = Object.entries(filters)
    .filter(([, v]) => v !== '')
    .map(([key, value]) => ({ key, value: Number(value) }));
  const { data, error, loading } = useQuery(ROOMMATE_SUGGESTIONS, { variables: { filters: chosen }, fetchPolicy: 'cache-and-network' });
  const [invite, inviting] = useMutation(INVITE_SUGGESTED_ROOMMATE, {
    update: (group, _variables, cache) =>
      cache.updateQuery(MY_SELECTION, undefined, (answer) => (answer?.mySelection ? { mySelection: { ...answer.mySelection, group: group.inviteSuggestedRoommate } } : undefined)),
    refetchQueries: ['StudentRoommateSuggestions'],
  });
  const group = selection.group;
  const mayInvite = !group || group.isLeader;

  const ask = async (s: RoommateSuggestion) => {
    setFailure(null);
    try {
      await invite({ variables: { enrollmentId: s.enrollmentId } });
      onSaid(`${s.name} is invited to your group. They join when they accept.`);
    } catch (e) {
      setFailure(serverMessage(e, `${s.name} could not be invited. Please try again.`));
    }
  };

  let list;
  if (error && !data) list = <Alert>{serverMessage(error, 'Suggestions could not be loaded.')}</Alert>;
  else if (!data) list = <Spinner label="Loading suggestions" />;
  else if (data.roommateSuggestions.length === 0)
    list = <p>{chosen.length > 0 ? 'No one who shows those answers could share a room with you. Try fewer filters.' : 'No one else choosing with you can be suggested yet. Check again later: others are still answering.'}</p>;
  else
    list = (
      <List aria-label="Suggested roommates" aria-busy={loading}>
        {data.roommateSuggestions.map((s) => (
          <Item key={s.enrollmentId}>
            <h4>
              {s.name} ({s.enrollmentId}) <Badge tone={s.score >= 75 ? 'success' : s.score >= 50 ? 'info' : 'neutral'}>{s.score} % match</Badge>
            </h4>
            {s.explanation && <p>{s.explanation}</p>}
            {s.answers.length > 0 && <p>{shownAnswers(s, profile)}</p>}
            {mayInvite && (
              <Button size="sm" variant="secondary" onClick={() => void ask(s)} loading={inviting.loading}>
                {group ? `Invite ${s.name} to my group` : `Form a group with ${s.name}`}
              </Button>
            )}
          </Item>
        ))}
      </List>
    );

  return (
    <section aria-labelledby="suggestions-heading">
      <h3 id="suggestions-heading">Suggested roommates</h3>
      <p>Ranked by how your answers compare. Only students who let others find them, choose with you and could share a room with you are listed.</p>
      {group && !group.isLeader && <p>Only your group’s leader, {group.leader.name}, can invite others.</p>}
      <Filters>
        {profile.questions.map((q) => (
          <SelectField
            key={q.key}
            label={q.label}
            name={`filter-${q.key}`}
            value={filters[q.key] ?? ''}
            onChange={(value) => setFilters((f) => ({ ...f, [q.key]: value }))}
            options={[{ value: '', label: 'Any answer' }, ...q.choices.map((c, i) => ({ value: String(i), label: c }))]}
          />
        ))}
      </Filters>
      {failure && <Alert>{failure}</Alert>}
      {list}
    </section>
  );
}
