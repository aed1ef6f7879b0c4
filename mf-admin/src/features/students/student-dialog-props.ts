import type { StudentSummary } from './students.operations';

/** What every bed-move dialog of the students screen takes. */
export interface StudentDialogProps {
  student: StudentSummary;
  onClose: () => void;
  /** Called with what happened, once the server has done it. */
  onDone: (message: string) => void;
}

/** "BH-1 room 101" for a student holding a bed. */
export const roomOf = (student: Pick<StudentSummary, 'hostelName' | 'roomNumber'>): string => `${student.hostelName} room ${student.roomNumber}`;
