import { type FormEvent, useId, useState } from 'react';
import { styled, Alert, Button, Card, Spinner, useToast } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import type { SignupMode } from '../../gql/graphql';
import { SIGNUP_MODE_SAVED, SIGNUP_MODES } from './roster-words';
import { CAMPUS_SETTINGS, SET_SIGNUP_MODE } from './roster.operations';

const Choices = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  margin: 0 0 1rem;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.75rem;
    padding: 0;
  }
`;

// The whole box is the radio's label: a large target, whose sentence says what the choice does.
const Choice = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  align-items: start;
  min-height: 44px;
  padding: 0.75rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  strong {
    align-self: center;
  }

  span {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * How students join: open signup, or the roster's students only (the signup page reads the same
 * setting). The choice is saved with Save, not on a press of an arrow key, and said in a toast.
 */
export function SignupModeCard() {
  const toast = useToast();
  const ids = useId();
  const { data, error } = useQuery(CAMPUS_SETTINGS, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SET_SIGNUP_MODE, {
    // The settings have no id to be found by: the answer is written over the query's.
    update: (answer, _variables, cache) => cache.writeQuery(CAMPUS_SETTINGS, undefined, { campusSettings: answer.setSignupMode }),
  });
  // The choice made here and not saved yet; null follows the server.
  const [chosen, setChosen] = useState<SignupMode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load how students join.')}</Alert>;
  else if (!data) body = <Spinner label="Loading how students join" />;
  else {
    const saved = data.campusSettings.signupMode;
    const shown = chosen ?? saved;
    const submit = async (event: FormEvent) => {
      event.preventDefault();
      setFailure(null);
      try {
        await save({ variables: { mode: shown } });
      } catch (failed) {
        setFailure(serverMessage(failed, 'Could not save how students join. Try again in a moment.'));
        return;
      }
      setChosen(null);
      toast.show({ tone: 'success', title: SIGNUP_MODE_SAVED[shown] });
    };
    body = (
      <form aria-label="How students join" onSubmit={(event) => void submit(event)}>
        <Choices>
          <legend>Who may create a student account</legend>
          {SIGNUP_MODES.map((mode) => (
            <Choice key={mode.value}>
              <input
                type="radio"
                name="signup-mode"
                value={mode.value}
                checked={shown === mode.value}
                onChange={() => setChosen(mode.value)}
                aria-labelledby={`${ids}-${mode.value}`}
                aria-describedby={`${ids}-${mode.value}-about`}
              />
              <strong id={`${ids}-${mode.value}`}>{mode.label}</strong>
              <span id={`${ids}-${mode.value}-about`}>{mode.about}</span>
            </Choice>
          ))}
        </Choices>
        {failure && <Alert>{failure}</Alert>}
        <p>
          <Button type="submit" loading={saving.loading} disabled={shown === saved}>
            Save
          </Button>
        </p>
      </form>
    );
  }
  return (
    <Card title="How students join" headingLevel={2}>
      {body}
    </Card>
  );
}
