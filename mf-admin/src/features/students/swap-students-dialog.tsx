import { useEffect, useId, useState } from 'react';
import { styled, Alert, Spinner, TextField } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { type FieldErrors, ReasonDialog } from '../../shared/reason-dialog';
import { SWAP_STUDENTS } from './bed-moves.operations';
import { roomOf, type StudentDialogProps } from './student-dialog-props';
import { STUDENTS } from './students.operations';

const Choices = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  label {
    align-items: center;
    display: flex;
    gap: 0.5rem;
    min-height: 44px;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.8125rem;
`;

/** The text typed, once typing pauses: one search per pause, not one per key. */
function useSettled(text: string, ms = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** Swaps the beds of two students, found with the students search, with a reason both are told. */
export function SwapStudentsDialog({ student, onClose, onDone }: StudentDialogProps) {
  const [text, setText] = useState('');
  const [otherId, setOtherId] = useState('');
  const errorId = useId();
  const search = useSettled(text.trim());
  const found = useQuery(STUDENTS, { variables: { search, page: 1 }, skip: search.length < 2 });
  const [swap] = useMutation(SWAP_STUDENTS);
  // Only someone else holding a bed can swap.
  const others = (found.data?.students.items ?? []).filter((s) => s.id !== student.id && s.hostelName);
  const other = others.find((s) => s.id === otherId);

  const confirm = async (reason: string) => {
    await swap({ variables: { studentId: student.id, otherStudentId: other!.id, reason } });
    onDone(`${student.name} and ${other!.name} swapped beds: ${student.name} is now in ${roomOf(other!)}, ${other!.name} in ${roomOf(student)}.`);
  };

  let results = null;
  if (search.length < 2) results = null;
  else if (found.error && !found.data) results = <Alert>{serverMessage(found.error, 'Could not search.')}</Alert>;
  else if (!found.data) results = <Spinner label="Searching" />;
  else if (others.length === 0) results = <p>No other student with a bed matches “{search}”.</p>;

  return (
    <ReasonDialog
      title={`Swap ${student.name} with another student`}
      description={
        <p>
          {student.name} is in {roomOf(student)}, bed {student.bed}. Both students are told your reason.
        </p>
      }
      confirmLabel="Swap"
      onClose={onClose}
      validate={(): FieldErrors => (other ? {} : { otherStudentId: 'Choose the student to swap with.' })}
      onConfirm={confirm}
    >
      {(errors) => (
        <>
          <TextField label="Find the other student (name or enrollment ID)" name="other" type="search" autoComplete="off" value={text} onChange={setText} />
          {results}
          {others.length > 0 && (
            <Choices aria-describedby={errors.otherStudentId ? errorId : undefined}>
              <legend>Swap with</legend>
              {others.map((s) => (
                <label key={s.id}>
                  <input type="radio" name="other-student" value={s.id} checked={otherId === s.id} onChange={() => setOtherId(s.id)} />
                  {s.name} ({s.enrollmentId ?? 'no enrollment ID'}), {roomOf(s)}, bed {s.bed}
                </label>
              ))}
            </Choices>
          )}
          {errors.otherStudentId && (
            <Problem id={errorId} role="alert">
              {errors.otherStudentId}
            </Problem>
          )}
        </>
      )}
    </ReasonDialog>
  );
}
