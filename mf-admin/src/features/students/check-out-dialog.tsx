import { useMutation } from 'web-kit/graphql';
import { ReasonDialog } from '../../shared/reason-dialog';
import { CHECK_OUT_STUDENT } from './bed-moves.operations';
import { roomOf, type StudentDialogProps } from './student-dialog-props';

/** Checks a student out of their bed, with a reason they are told; the bed goes to the line. */
export function CheckOutDialog({ student, onClose, onDone }: StudentDialogProps) {
  const [checkOut] = useMutation(CHECK_OUT_STUDENT);
  const confirm = async (reason: string) => {
    await checkOut({ variables: { studentId: student.id, reason } });
    onDone(`${student.name} was checked out of ${roomOf(student)}.`);
  };
  return (
    <ReasonDialog
      title={`Check out ${student.name}`}
      description={
        <p>
          {student.name} gives up {roomOf(student)}, bed {student.bed}; it goes to the first in line, if anyone waits. The student is told your reason.
        </p>
      }
      confirmLabel="Check out"
      confirmVariant="danger"
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}
