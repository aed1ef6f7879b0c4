import type { PersonView, RoomView } from '../../core/views.js';

// What the room module's services return: plain, JSON-safe data, as core/views.ts says. The
// views that events carry, and that adapters outside the modules read, are core/views.ts's own.

/** Someone in a room's bed, as the office sees them: a student, or the student a bed is held for by a waitlist offer (`held`). */
export interface RoomOccupantView {
  roomId: string;
  bed: number;
  studentId: string;
  name: string;
  enrollmentId: string | null;
  held: boolean;
}

/** The bed a student holds, with whoever shares the room. */
export interface MyRoomView {
  room: RoomView;
  bed: number;
  roommates: PersonView[];
  /** Placed by a selection process's assignment (the office), not booked by the student. */
  placedByOffice: boolean;
}
