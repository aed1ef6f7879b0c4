import { graphql } from '../../gql';
import type { MyWaitlistPlaceFragment } from '../../gql/graphql';

/** The student's place in a hostel's line (or the last one, to say how it ended). */
export type WaitlistPlace = MyWaitlistPlaceFragment;
/** The bed held for a place while it is offered. */
export type BedOffer = NonNullable<WaitlistPlace['offer']>;

/** What 'My room' shows of a place: position, line size, the held bed and until when. */
export const MY_WAITLIST_PLACE = graphql(`
  fragment MyWaitlistPlace on WaitlistPlace {
    id
    hostelId
    hostelName
    roomType
    status
    position
    inLine
    joinedAt
    offer {
      id
      bed
      status
      expiresAt
      createdAt
      room {
        id
        hostelName
        number
        floor
        type
      }
    }
  }
`);

/**
 * The place alone: the document live changes are written into the cache with. Same field as
 * 'My room''s query (which spreads the fragment), so the card sees every write.
 */
export const MY_WAITLIST = graphql(`
  query MyWaitlist {
    myWaitlist {
      ...MyWaitlistPlace
    }
  }
`);

/** The student's place, pushed whenever their line changes: position, an offer, its end. */
export const MY_WAITLIST_CHANGED = graphql(`
  subscription MyWaitlistChanged {
    myWaitlistChanged {
      ...MyWaitlistPlace
    }
  }
`);

/** Refused while the hostel has a free bed of the type asked (the server says so). */
export const JOIN_WAITLIST = graphql(`
  mutation JoinWaitlist($hostelId: ID!, $roomType: RoomKind) {
    joinWaitlist(hostelId: $hostelId, roomType: $roomType) {
      ...MyWaitlistPlace
    }
  }
`);

export const LEAVE_WAITLIST = graphql(`
  mutation LeaveWaitlist {
    leaveWaitlist {
      ...MyWaitlistPlace
    }
  }
`);

export const ACCEPT_BED_OFFER = graphql(`
  mutation AcceptBedOffer($offerId: ID!) {
    acceptBedOffer(offerId: $offerId) {
      ...MyWaitlistPlace
    }
  }
`);

export const DECLINE_BED_OFFER = graphql(`
  mutation DeclineBedOffer($offerId: ID!) {
    declineBedOffer(offerId: $offerId) {
      ...MyWaitlistPlace
    }
  }
`);
