import { graphql } from '../../gql';
import type { StudentParcelFragment } from '../../gql/graphql';

export type Parcel = StudentParcelFragment;
export type ParcelPass = NonNullable<Parcel['pass']>;

/** Everything the page shows of one parcel: where it waits and its pass, or who handed it over. */
export const PARCEL_FIELDS = graphql(`
  fragment StudentParcel on Parcel {
    id
    status
    hostelName
    courier
    trackingNumber
    shelf
    perishable
    loggedAt
    collectedAt
    handedOverByName
    returnedAt
    pass {
      token
      code
      qrSvg
      expiresAt
    }
  }
`);

/** The student's parcels, newest first (the gateway's order); a waiting one carries its pass. */
export const MY_PARCELS = graphql(`
  query StudentMyParcels {
    myParcels {
      ...StudentParcel
    }
  }
`);

/** The id of a parcel of the student's that changed (logged, collected, returned): the list is read again. */
export const PARCEL_CHANGED = graphql(`
  subscription StudentParcelChanged {
    parcelChanged
  }
`);
