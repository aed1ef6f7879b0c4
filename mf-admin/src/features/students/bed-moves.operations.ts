import { graphql } from '../../gql';
import type { AdminMoveRoomsQuery, AdminStudentRoommatesQuery } from '../../gql/graphql';

export type MoveRoom = AdminMoveRoomsQuery['rooms'][number];
export type Roommate = AdminStudentRoommatesQuery['studentRecord']['roommates'][number];

export const CHECK_OUT_STUDENT = graphql(`
  mutation AdminCheckOutStudent($studentId: ID!, $reason: String!) {
    checkOutStudent(studentId: $studentId, reason: $reason)
  }
`);

export const REASSIGN_STUDENT = graphql(`
  mutation AdminReassignStudent($studentId: ID!, $roomId: ID!, $withRoommate: Boolean!, $reason: String!) {
    reassignStudent(studentId: $studentId, roomId: $roomId, withRoommate: $withRoommate, reason: $reason) {
      bed
      room {
        id
        number
        hostelName
        freeBeds
        isAvailable
      }
      roommates {
        id
        name
      }
    }
  }
`);

export const SWAP_STUDENTS = graphql(`
  mutation AdminSwapStudents($studentId: ID!, $otherStudentId: ID!, $reason: String!) {
    swapStudents(studentId: $studentId, otherStudentId: $otherStudentId, reason: $reason)
  }
`);

/** The hostels a student may be moved to (the staff member's own). */
export const MOVE_HOSTELS = graphql(`
  query AdminMoveHostels {
    hostels {
      id
      name
    }
  }
`);

/** A hostel's rooms with their free beds now, to choose where a student moves. */
export const MOVE_ROOMS = graphql(`
  query AdminMoveRooms($hostel: String!) {
    rooms(hostel: $hostel) {
      id
      number
      type
      capacity
      freeBeds
      isAvailable
    }
  }
`);

/** Who shares the student's room, to offer moving them together. */
export const STUDENT_ROOMMATES = graphql(`
  query AdminStudentRoommates($id: ID!) {
    studentRecord(id: $id) {
      student {
        id
      }
      roommates {
        id
        name
        enrollmentId
      }
    }
  }
`);
