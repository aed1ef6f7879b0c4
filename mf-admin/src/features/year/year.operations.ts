import { graphql } from '../../gql';
import type { AdminAcademicYearsQuery, AdminPendingBeforeCloseQuery } from '../../gql/graphql';

/** An academic year as the page shows it. */
export type AcademicYearRow = AdminAcademicYearsQuery['academicYears'][number];
/** Something of the open year that still waits: the year cannot close while any does. */
export type PendingItemRow = AdminPendingBeforeCloseQuery['pendingBeforeClose'][number];

/** The open year and every year (the open one among them). */
export const ACADEMIC_YEARS = graphql(`
  query AdminAcademicYears {
    currentAcademicYear {
      id
      name
      openedAt
      closedAt
      current
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

/** What still waits in the open year (requests, invitations, outpasses, bed offers). */
export const PENDING_BEFORE_CLOSE = graphql(`
  query AdminPendingBeforeClose {
    pendingBeforeClose {
      kind
      studentName
      enrollmentId
      hostel
      detail
    }
  }
`);

/** Closes the open year and opens `nextName`; answers the new open year. */
export const CLOSE_ACADEMIC_YEAR = graphql(`
  mutation AdminCloseAcademicYear($nextName: String!) {
    closeAcademicYear(nextName: $nextName) {
      id
      name
      openedAt
      closedAt
      current
    }
  }
`);
