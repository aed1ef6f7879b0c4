import { useState, type FormEvent } from 'react';
import { styled, Alert, Button, ConfirmDialog, TextField } from 'ui';
import { serverMessage } from 'web-kit';
import { useClient } from 'web-kit/graphql';
import { SELECTION_CLASSMATE } from './group-form.operations';
import { BoxedFieldset } from '../../components/boxed-fieldset';

const Text = styled.p`
  margin: 0 0 1rem;
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

const Roommate = BoxedFieldset;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

/** A student named in the group: as the look-up found them. */
export interface Classmate {
  name: string;
  enrollmentId: string;
}

interface RoommateRow {
  key: number;
  enrollmentId: string;
}

const person = (m: Classmate) => `${m.name} (${m.enrollmentId})`;
const listed = (people: Classmate[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(people.map(person));

/**
 * The form of a new group: up to `most` others, each named by enrollment ID alone. Form group looks
 * each up in the student's process (`selectionClassmate`) and asks to confirm the names found,
 * "Rahul Sharma (BH21001)", before the group is formed; an ID that is no classmate's is said
 * beside its field. `onForm` forms the group (its refusal is shown at the top).
 */
export function GroupForm({ most, busy, onForm }: { most: number; busy: boolean; onForm: (members: Classmate[]) => Promise<void> }) {
  const client = useClient();
  const [rows, setRows] = useState<RoommateRow[]>([{ key: 0, enrollmentId: '' }]);
  const [nextKey, setNextKey] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<number, string>>({});
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<Classmate[] | null>(null);

  const edit = (key: number, value: string) => {
    setRows((all) => all.map((row) => (row.key === key ? { ...row, enrollmentId: value } : row)));
    setFields(({ [key]: _fixed, ...rest }) => rest);
  };
  const add = () => {
    setRows((all) => [...all, { key: nextKey, enrollmentId: '' }]);
    setNextKey((k) => k + 1);
  };
  const remove = (key: number) => setRows((all) => all.filter((row) => row.key !== key));

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    const ids = rows.map((row) => ({ key: row.key, id: row.enrollmentId.trim().toUpperCase() }));
    const missing = Object.fromEntries(ids.filter((r) => r.id === '').map((r) => [r.key, 'Required.']));
    const twice = Object.fromEntries(ids.filter((r, i) => r.id && ids.findIndex((o) => o.id === r.id) < i).map((r) => [r.key, 'Named above already.']));
    if (Object.keys(missing).length + Object.keys(twice).length > 0) {
      setFields({ ...missing, ...twice });
      setProblem(Object.keys(missing).length > 0 ? 'Please give the enrollment ID of each roommate.' : 'Name each roommate once.');
      return;
    }
    setProblem(null);
    setChecking(true);
    const answers = await Promise.all(
      ids.map(({ id }) =>
        client.query(SELECTION_CLASSMATE, { enrollmentId: id }).then(
          ({ selectionClassmate: { name, enrollmentId } }) => ({ classmate: { name, enrollmentId }, refusal: null }),
          (error: unknown) => ({ classmate: null, refusal: serverMessage(error, 'This enrollment ID could not be checked. Please try again.') }),
        ),
      ),
    );
    setChecking(false);
    const refused = Object.fromEntries(answers.flatMap((a, i) => (a.refusal ? [[ids[i]!.key, a.refusal]] : [])));
    setFields(refused);
    if (Object.keys(refused).length > 0) {
      setProblem('Check the enrollment IDs marked below.');
      return;
    }
    setFound(answers.map((a) => a.classmate!));
  }

  async function form() {
    if (!found) return;
    try {
      await onForm(found);
      setFound(null);
    } catch (error) {
      setFound(null);
      setProblem(serverMessage(error, 'The group could not be formed. Please try again.'));
    }
  }

  return (
    <>
      <form onSubmit={(event) => void lookUp(event)} noValidate aria-label="Form a roommate group">
        <Fieldset>
          <legend>Form a roommate group</legend>
          <Text>
            {`${most === 1 ? 'Name the student' : `Name up to ${most} students`} of your selection to share a room with, by enrollment ID: you see their names before anyone is asked. Each is asked to accept. You lead the group: you book one room for all of you, in the earliest slot among you.`}
          </Text>
          {problem && (
            <Text as="div">
              <Alert>{problem}</Alert>
            </Text>
          )}
          {rows.map((row, i) => (
            <Roommate key={row.key}>
              <legend>{`Roommate ${i + 1}`}</legend>
              <TextField
                label="Enrollment ID"
                name={`members.${i}.enrollmentId`}
                value={row.enrollmentId}
                onChange={(value) => edit(row.key, value)}
                error={fields[row.key]}
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
            <Button type="submit" loading={checking || busy}>
              Form group
            </Button>
          </Row>
        </Fieldset>
      </form>
      <ConfirmDialog
        open={found !== null}
        title="Form this group?"
        message={found && `You ask ${listed(found)} to join your group. Each is asked to accept.`}
        confirmLabel="Form group"
        cancelLabel="Change"
        loading={busy}
        onConfirm={() => void form()}
        onCancel={() => setFound(null)}
      />
    </>
  );
}
