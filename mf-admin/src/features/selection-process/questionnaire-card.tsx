import { type FormEvent, useId, useState } from 'react';
import { styled, Alert, Button, Card, SelectField, TextAreaField, TextField } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import type { QuestionnaireCard_ProcessFragment, RoommateQuestionKind } from '../../gql/graphql';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { Actions } from './page-frame';
import { SET_QUESTIONNAIRE } from './questionnaire.operations';

/** A question as the form holds it: its answers one to a line, its weight as text. */
interface Draft {
  key: string;
  label: string;
  kind: RoommateQuestionKind;
  answers: string;
  weight: string;
  dealbreaker: boolean;
}

const KIND_WORD: Record<RoommateQuestionKind, string> = { SCALE: 'Scale of five (one step apart counts)', CHOICE: 'Choice (same or different)' };
const WEIGHTS = ['0', '1', '2', '3', '4', '5'].map((w) => ({ value: w, label: w === '0' ? '0 (asked, not counted)' : w }));
const COLUMNS = ['Question', 'Answers', 'Weight', 'Dealbreaker'] as const;

const Question = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  display: grid;
  gap: 0.5rem;

  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 24px;

  input {
    width: 20px;
    height: 20px;
  }
`;

const Note = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A key from the question's words: "Do you smoke?" → "do-you-smoke", unique among `taken`. */
function keyOf(label: string, taken: string[]): string {
  const base = (label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').replace(/^[^a-z]+/, '') || 'question').slice(0, 26);
  let key = base;
  for (let i = 2; taken.includes(key); i++) key = `${base}-${i}`;
  return key;
}

/**
 * The roommate questionnaire of a process (issue 51, docs/decisions/0145): students answer it on
 * /selection, suggestions are ranked by it, and the assignment pairs those who chose nothing by
 * it. A draft's questions are edited here (defaults given); once published they are fixed.
 */
export function QuestionnaireCard({ process, onStatus }: { process: QuestionnaireCard_ProcessFragment; onStatus: (sentence: string) => void }) {
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useMutation(SET_QUESTIONNAIRE);
  const headingId = useId();
  const questions = process.questionnaire;
  const editable = process.status === 'DRAFT';

  const startEditing = () =>
    setDrafts(questions.map((q) => ({ key: q.key, label: q.label, kind: q.kind, answers: q.choices.join('\n'), weight: String(q.weight), dealbreaker: q.dealbreaker })));
  const change = (i: number, patch: Partial<Draft>) => setDrafts((all) => all!.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const taken: string[] = [];
    const input = drafts!.map((d) => {
      const key = d.key || keyOf(d.label, taken);
      taken.push(key);
      const choices = d.answers.split('\n').map((a) => a.trim()).filter(Boolean);
      return { key, label: d.label, kind: d.kind, choices, weight: Number(d.weight), dealbreaker: d.dealbreaker };
    });
    try {
      await save({ variables: { processId: process.id, questions: input } });
      setDrafts(null);
      onStatus(`The roommate questionnaire is saved: ${input.length} question${input.length === 1 ? '' : 's'}.`);
    } catch (error) {
      setFailure(serverMessage(error, 'Could not save the questionnaire.'));
    }
  };

  return (
    <Card title="Roommate questionnaire" headingLevel={2}>
      <Note>
        Students answer these on their selection page. Suggested roommates are ranked by how their answers compare, weighted; a dealbreaker (such as smoking) keeps two
        students apart. The assignment pairs those who chose nothing by the same score. {editable ? 'You can change the questions until the process is published.' : 'The questions are fixed now that the process is published.'}
      </Note>
      {drafts === null ? (
        <>
          {questions.length === 0 ? (
            <p>This process has no questionnaire: students are placed by lottery alone.</p>
          ) : (
            <CardTable label="Roommate questions" columns={COLUMNS}>
              {questions.map((q) => (
                <CardRow key={q.key}>
                  <CardCell label={COLUMNS[0]}>{q.label}</CardCell>
                  <CardCell label={COLUMNS[1]}>{q.choices.join(' · ')}</CardCell>
                  <CardCell label={COLUMNS[2]}>{q.weight}</CardCell>
                  <CardCell label={COLUMNS[3]}>{q.dealbreaker ? 'Yes' : 'No'}</CardCell>
                </CardRow>
              ))}
            </CardTable>
          )}
          {editable && (
            <Actions>
              <Button variant="secondary" onClick={startEditing}>
                Edit questions
              </Button>
            </Actions>
          )}
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} aria-labelledby={headingId} noValidate>
          <h3 id={headingId}>Edit the questions</h3>
          {failure && <Alert>{failure}</Alert>}
          {drafts.map((d, i) => (
            <Question key={i}>
              <legend>Question {i + 1}</legend>
              <TextField label="Question" name={`label-${i}`} value={d.label} onChange={(label) => change(i, { label })} required />
              <SelectField
                label="Kind"
                name={`kind-${i}`}
                value={d.kind}
                onChange={(kind) => change(i, { kind: kind as RoommateQuestionKind })}
                options={(['SCALE', 'CHOICE'] as const).map((k) => ({ value: k, label: KIND_WORD[k] }))}
              />
              <TextAreaField
                label={d.kind === 'SCALE' ? 'Answers, one to a line (five, from one end to the other)' : 'Answers, one to a line (two to six)'}
                name={`answers-${i}`}
                value={d.answers}
                onChange={(answers) => change(i, { answers })}
              />
              <SelectField label="Weight" name={`weight-${i}`} value={d.weight} onChange={(weight) => change(i, { weight })} options={WEIGHTS} />
              <Check>
                <input type="checkbox" checked={d.dealbreaker} onChange={(e) => change(i, { dealbreaker: e.target.checked })} />
                A different answer rules a pair out (dealbreaker)
              </Check>
              <div>
                <Button variant="danger" size="sm" onClick={() => setDrafts((all) => all!.filter((_, j) => j !== i))}>
                  Remove question {i + 1}
                </Button>
              </div>
            </Question>
          ))}
          <Actions>
            <Button variant="secondary" onClick={() => setDrafts((all) => [...all!, { key: '', label: '', kind: 'SCALE', answers: '', weight: '2', dealbreaker: false }])}>
              Add a question
            </Button>
            <Button variant="secondary" onClick={() => setDrafts(null)}>
              Cancel
            </Button>
            <Button type="submit" loading={saving.loading}>
              Save questions
            </Button>
          </Actions>
        </form>
      )}
    </Card>
  );
}
