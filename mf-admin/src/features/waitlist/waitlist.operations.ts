import { graphql } from '../../gql';
import type { AdminWaitlistPlaceFragment } from '../../gql/graphql';

/** One place in a hostel's line, as the Waitlist screen shows it. */
export type WaitlistPlace = AdminWaitlistPlaceFragment;

// The line as the query and both staff mutations return it, so a mutation's answer replaces it.
export const WAITLIST_PLACE = graphql(`
  fragment AdminWaitlistPlace on WaitlistPlace {
    id
    hostelId
    hostelName
    roomType
    status
    position
    inLine
    joinedAt
    student {
      id
      name
      enrollmentId
    }
    offer {
      id
      bed
      status
      expiresAt
      room {
        id
        number
      }
    }
  }
`);

/** The hostels the staff member looks after (all of them for an admin). */
export const WAITLIST_HOSTELS = graphql(`
  query AdminWaitlistHostels {
    hostels {
      id
      name
    }
  }
`);

export const WAITLIST = graphql(`
  query AdminWaitlist($hostelId: ID!) {
    waitlist(hostelId: $hostelId) {
      ...AdminWaitlistPlace
    }
  }
`);

export const MOVE_WAITLIST_PLACE = graphql(`
  mutation AdminMoveWaitlistPlace($id: ID!, $position: Int!, $reason: String!) {
    moveWaitlistPlace(id: $id, position: $position, reason: $reason) {
      ...AdminWaitlistPlace
    }
  }
`);

export const REMOVE_WAITLIST_PLACE = graphql(`
  mutation AdminRemoveWaitlistPlace($id: ID!, $reason: String!) {
    removeWaitlistPlace(id: $id, reason: $reason) {
      ...AdminWaitlistPlace
    }
  }
`);

/** A line of the staff member's hostels changed: the one on screen is read again. */
export const WAITLIST_UPDATES = graphql(`
  subscription AdminWaitlistUpdates {
    waitlistUpdates {
      hostelId
    }
  }
`);
