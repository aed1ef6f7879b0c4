import { graphql } from '../../gql';
import type { AdminStudentRecordQuery, AdminStudentsQuery } from '../../gql/graphql';

export type StudentSummary = AdminStudentsQuery['students']['items'][number];
export type StudentRecord = AdminStudentRecordQuery['studentRecord'];

export const STUDENTS = graphql(`
  query AdminStudents($search: String!, $page: Int!) {
    students(search: $search, page: $page, pageSize: 20) {
      page
      hasMore
      items {
        id
        name
        email
        enrollmentId
        disabled
        hostelName
        roomNumber
        bed
      }
    }
  }
`);

export const STUDENT_RECORD = graphql(`
  query AdminStudentRecord($id: ID!) {
    studentRecord(id: $id) {
      student {
        id
        name
        email
        enrollmentId
        gender
        phoneNumber
        address
        dob
      }
      bed {
        bed
        room {
          id
          number
          hostelName
          type
        }
      }
      roommates {
        id
        name
        enrollmentId
      }
      roomRequests {
        id
        status
        createdAt
        decidedAt
        decisionReason
        room {
          id
          number
          hostelName
        }
        student {
          id
          name
        }
        roommate {
          id
          name
        }
      }
      outpasses {
        id
        where
        dateOfArrival
        outTime
        returnTime
        status
        createdAt
        decisionReason
      }
      years {
        name
        openedAt
        closedAt
        current
        allocation {
          hostel
          roomNumber
          bed
          heldFrom
          heldUntil
        }
        roomRequests {
          id
          status
          createdAt
          room {
            id
            number
            hostelName
          }
        }
        outpasses {
          id
          where
          dateOfArrival
          outTime
          returnTime
          status
          createdAt
        }
        waitlist {
          hostel
          roomType
          status
          joinedAt
          endedAt
        }
      }
      audit {
        id
        at
        actorName
        actorRole
        action
        changes {
          field
          before
          after
        }
      }
    }
  }
`);
