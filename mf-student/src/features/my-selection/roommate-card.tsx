import { useEffect, useRef, useState } from 'react';
import { styled, Alert, Card } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import type { WindowState } from '../../gql/graphql';
import type { MySelection } from './my-selection.operations';
import { RoommateQuestions } from './roommate-questions';
import { RoommateSuggestions } from './roommate-suggestions';
import { MY_ROOMMATE_PROFILE } from './roommate.operations';

const Said = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
  &:empty {
    margin: 0;
  }
`;

/**
 * "Find a roommate" on /selection (issue 51, docs/decisions/0145): the process's questionnaire
 * and, once answered, suggested roommates. What an action did is said in a live region that is
 * always in the page, and it takes the focus (the button pressed may be gone).
 */
export function RoommateCard({ selection, state }: { selection: MySelection; state: WindowState }) {
  const { data, error } = useQuery(MY_ROOMMATE_PROFILE, { fetchPolicy: 'cache-and-network' });
  const [said, setSaid] = useState({ text: '', n: 0 });
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said.text) line.current?.focus();
  }, [said]);
  const say = (text: string) => setSaid((s) => ({ text, n: s.n + 1 }));

  const profile = data?.myRoommateProfile;
  if (error && !data) return <Alert>{serverMessage(error, 'The roommate questions could not be loaded.')}</Alert>;
  if (!profile || profile.questions.length === 0) return null;
  // Groups change only while the process takes choices.
  const suggesting = profile.answered && state !== 'CLOSED';
  return (
    <Card title="Find a roommate" headingLevel={2}>
      <Said ref={line} role="status" tabIndex={-1}>
        {said.text}
      </Said>
      {/* A new form when the saved answers change (a save, a delete, another tab). */}
      <RoommateQuestions key={JSON.stringify([profile.answers, profile.shared, profile.discoverable, profile.editable])} profile={profile} onSaid={say} />
      {suggesting && <RoommateSuggestions profile={profile} selection={selection} onSaid={say} />}
    </Card>
  );
}
