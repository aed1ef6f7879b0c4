import { graphql } from '../../gql';
import type { StudentGatePassQuery, StudentMyOutpassesQuery, StudentMyProfileQuery, StudentMyYearsQuery } from '../../gql/graphql';

export type ProfileUser = NonNullable<StudentMyProfileQuery['me']>;
export type OutpassItem = StudentMyOutpassesQuery['myOutpasses']['items'][number];
export type OutpassStatus = OutpassItem['status'];
export type GatePass = StudentGatePassQuery['gatePass'];
export type PastYear = StudentMyYearsQuery['myPastYears'][number];

export const MY_PROFILE = graphql(`
  query StudentMyProfile {
    me {
      id
      name
      email
      enrollmentId
      phoneNumber
      dob
      address
      gender
      guardianName
      guardianEmail
      guardianPhone
      emailNotifications
    }
  }
`);

/**
 * Everything the history shows of one outpass. The list, the live events and the cancel answer
 * all select it, so whichever arrives last leaves a complete `Outpass:<id>` in the cache.
 */
export const OUTPASS_ITEM = graphql(`
  fragment StudentOutpassItem on Outpass {
    id
    reason
    description
    createdAt
    status
    where
    dateOfArrival
    expectedReturnAt
    decisionReason
    decidedAt
    cancelledAt
    outAt
    returnedAt
    overdueAt
    returnedLate
    guardianConsent
    guardianAnsweredAt
  }
`);

export const MY_OUTPASSES = graphql(`
  query StudentMyOutpasses {
    myOutpasses {
      total
      approved
      pending
      rejected
      cancelled
      items {
        ...StudentOutpassItem
      }
    }
  }
`);

export const MY_OUTPASS_UPDATES = graphql(`
  subscription StudentMyOutpassUpdates {
    myOutpassUpdates {
      ...StudentOutpassItem
    }
  }
`);

export const CANCEL_OUTPASS = graphql(`
  mutation StudentCancelOutpass($id: ID!) {
    cancelOutpass(id: $id) {
      ...StudentOutpassItem
    }
  }
`);

/** Always read from the network (fetchPolicy network-only): a pass is short-lived. */
export const GATE_PASS = graphql(`
  query StudentGatePass($outpassId: ID!) {
    gatePass(outpassId: $outpassId) {
      outpassId
      code
      qrSvg
      expiresAt
    }
  }
`);

export const UPDATE_MY_SETTINGS = graphql(`
  mutation StudentUpdateMySettings($input: MySettingsInput!) {
    updateMySettings(input: $input) {
      id
      guardianName
      guardianEmail
      guardianPhone
      emailNotifications
    }
  }
`);

/**
 * The open year's name (it labels 'My room') and the student's closed years. Asked only by the
 * profile, its own route: never on the dashboard's first screen. The gateway keeps a closed year
 * read-only, so what it answers never changes afterwards.
 */
export const MY_YEARS = graphql(`
  query StudentMyYears {
    currentAcademicYear {
      id
      name
    }
    myPastYears {
      name
      openedAt
      closedAt
      allocation {
        hostel
        roomNumber
        bed
      }
      roomRequests {
        id
        status
      }
      outpasses {
        id
        status
      }
    }
  }
`);
