import { type FormEvent, useState } from 'react';
import { styled, Alert, Button } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { DELETE_ROOMMATE_PROFILE, MY_ROOMMATE_PROFILE, SAVE_ROOMMATE_PROFILE, type RoommateProfile } from './roommate.operations';
import { formatMoment } from './selection-words';
import { BoxedFieldset } from '../../components/boxed-fieldset';

const Question = styled(BoxedFieldset)`
  legend {
    font-weight: 600;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 32px;

  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

const Shown = styled(Choice)`
  margin-top: 0.25rem;
  padding-top: 0.5rem;
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const Note = styled.p`
  margin: 0 0 1rem;
`;

/** Answers as the form holds them: question key to the chosen index. */
type Chosen = Record<string, number>;

/**
 * The roommate questionnaire on /selection (issue 51): the student's answers, whether others may
 * find them, and which answers others see. Theirs to change until their slot opens and to delete
 * at any time. `onSaid` tells the card what happened (its status line).
 */
export function RoommateQuestions({ profile, onSaid }: { profile: RoommateProfile; onSaid: (sentence: string) => void }) {
  // Filled from the saved answers; the card gives the form a new key when the server's change.
  const [chosen, setChosen] = useState<Chosen>(() => Object.fromEntries(profile.answers.map((a) => [a.key, a.value])));
  const [shared, setShared] = useState<string[]>(profile.shared);
  const [discoverable, setDiscoverable] = useState(profile.discoverable);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useMutation(SAVE_ROOMMATE_PROFILE, {
    update: ({ saveRoommateProfile: myRoommateProfile }, _variables, cache) => cache.writeQuery(MY_ROOMMATE_PROFILE, undefined, { myRoommateProfile }),
  });
  // Deleted: the profile (now unanswered) and the suggestions are the server's again.
  const [remove, removing] = useMutation(DELETE_ROOMMATE_PROFILE, { refetchQueries: [MY_ROOMMATE_PROFILE, 'StudentRoommateSuggestions'], awaitRefetchQueries: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save({
        variables: {
          input: { answers: Object.entries(chosen).map(([key, value]) => ({ key, value })), discoverable, shared: shared.filter((k) => chosen[k] !== undefined) },
        },
      });
      onSaid(discoverable ? 'Your answers are saved. Other students choosing with you can find you among their suggestions.' : 'Your answers are saved. Other students cannot find you: only you see your suggestions.');
    } catch (error) {
      setFailure(serverMessage(error, 'Your answers could not be saved. Please try again.'));
    }
  };
  const deleteAnswers = async () => {
    setFailure(null);
    try {
      await remove();
      onSaid('Your answers are deleted. You are placed by lottery alone unless you answer again.');
    } catch (error) {
      setFailure(serverMessage(error, 'Your answers could not be deleted. Please try again.'));
    }
  };

  const locked = !profile.editable;
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Roommate questions" noValidate>
      <Note>
        {locked
          ? `Your slot opened at ${formatMoment(profile.editableUntil)}: your answers can no longer change. You can still delete them.`
          : `Answer what you like; you can change your answers until your slot opens at ${formatMoment(profile.editableUntil)}. Other students see only the answers you choose to show, and your name and enrollment ID if you let them find you. Nothing else about you is shown.`}
      </Note>
      {failure && <Alert>{failure}</Alert>}
      {profile.questions.map((q) => (
        <Question key={q.key} disabled={locked}>
          <legend>{q.label}</legend>
          {q.choices.map((choice, i) => (
            <Choice key={choice}>
              <input type="radio" name={`q-${q.key}`} checked={chosen[q.key] === i} onChange={() => setChosen((c) => ({ ...c, [q.key]: i }))} />
              {choice}
            </Choice>
          ))}
          <Shown>
            <input
              type="checkbox"
              checked={shared.includes(q.key)}
              disabled={chosen[q.key] === undefined}
              onChange={(e) => setShared((s) => (e.target.checked ? [...s, q.key] : s.filter((k) => k !== q.key)))}
            />
            Show this answer to other students
          </Shown>
        </Question>
      ))}
      <Choice>
        <input type="checkbox" checked={discoverable} disabled={locked} onChange={(e) => setDiscoverable(e.target.checked)} />
        Let other students choosing with me find me among their suggested roommates
      </Choice>
      <Row>
        {!locked && (
          <Button type="submit" loading={saving.loading}>
            Save my answers
          </Button>
        )}
        {profile.answered && (
          <Button variant="danger" onClick={() => void deleteAnswers()} loading={removing.loading}>
            Delete my answers
          </Button>
        )}
      </Row>
    </form>
  );
}
