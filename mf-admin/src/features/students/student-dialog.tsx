import { CheckOutDialog } from './check-out-dialog';
import { MoveStudentDialog } from './move-student-dialog';
import type { StudentDialogProps } from './student-dialog-props';
import { SwapStudentsDialog } from './swap-students-dialog';

/** What staff may do to a student's bed from the students screen. */
export type StudentAction = 'check-out' | 'move' | 'swap';

/** The dialog of one action; mounted only while open, so each opening starts empty. */
export function StudentDialog({ action, ...props }: StudentDialogProps & { action: StudentAction }) {
  if (action === 'check-out') return <CheckOutDialog {...props} />;
  if (action === 'move') return <MoveStudentDialog {...props} />;
  return <SwapStudentsDialog {...props} />;
}
