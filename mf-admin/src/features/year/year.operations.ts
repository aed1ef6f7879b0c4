import { graphql } from '../../gql';
import type { AdminAcademicYearsQuery, AdminPendingBeforeCloseQuery } from '../../gql/graphql';

/** An academic year as the page shows it. */
export type AcademicYearRow = AdminAcademicYearsQuery['academicYears'][number];
/** The open year, with the name proposed for the next and what the closing that opened it did. */
export type OpenYear = AdminAcademicYearsQuery['currentAcademicYear'];
/** What closing a year did (the close's answer, kept on the year it opened). */
export type YearClosing = NonNullable<OpenYear['openedBy']>;
/** Something of the open year that still waits: the year cannot close while any does. */
export type PendingItemRow = AdminPendingBeforeCloseQuery['pendingBeforeClose'][number];

/** What a year's closing did, as the summary shows it. */
export const YEAR_CLOSING_FIELDS = graphql(`
  fragment AdminYearClosing on YearClosing {
    closedYear
    closedAt
    allocationsArchived
    roomsFreed
    waitlistPlacesClosed
    selectionWindowsRemoved
    rosterEntriesKept
  }
`);

/** The open year and every year (the open one among them). */
export const ACADEMIC_YEARS = graphql(`
  query AdminAcademicYears {
    currentAcademicYear {
      id
      name
      openedAt
      closedAt
      current
      suggestedNextName
      openedBy {
        ...AdminYearClosing
      }
    }
    academicYears {
      id
      name
      openedAt
      closedAt
      current
    }
  }
`);

/** What still waits in the open year (requests, invitations, outpasses, bed offers, selection processes). */
export const PENDING_BEFORE_CLOSE = graphql(`
  query AdminPendingBeforeClose {
    pendingBeforeClose {
      kind
      id
      studentId
      studentName
      enrollmentId
      hostelId
      hostel
      detail
      status
    }
  }
`);

/** Closes the open year and opens `nextName`; answers the new open year, with what the closing did. */
export const CLOSE_ACADEMIC_YEAR = graphql(`
  mutation AdminCloseAcademicYear($nextName: String!) {
    closeAcademicYear(nextName: $nextName) {
      id
      name
      openedAt
      closedAt
      current
      suggestedNextName
      openedBy {
        ...AdminYearClosing
      }
    }
  }
`);
