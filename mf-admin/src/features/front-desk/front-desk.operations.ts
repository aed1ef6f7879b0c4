import { graphql } from '../../gql';
import type { DeskParcelFragment, DeskParcelRecipientsQuery, ParcelStatus as ApiParcelStatus } from '../../gql/graphql';

/** A parcel as the desk's card shows it (never its code). */
export type DeskParcel = DeskParcelFragment;
/** A resident the desk may log a parcel for. */
export type ParcelRecipient = DeskParcelRecipientsQuery['parcelRecipients'][number];
/** WAITING at the desk, COLLECTED by the student, or RETURNED to sender. */
export type ParcelStatus = ApiParcelStatus;

export const DESK_PARCEL_FIELDS = graphql(`
  fragment DeskParcel on Parcel {
    id
    status
    studentId
    studentName
    enrollmentId
    hostelId
    hostelName
    courier
    trackingNumber
    shelf
    perishable
    loggedAt
    remindedAt
    collectedAt
    handedOverByName
    returnedAt
    returnableFrom
  }
`);

/** Residents of the desk's hostels by name, enrollment ID or room, as the guard types. */
export const DESK_PARCEL_RECIPIENTS = graphql(`
  query DeskParcelRecipients($query: String!, $hostelId: ID) {
    parcelRecipients(query: $query, hostelId: $hostelId) {
      studentId
      name
      enrollmentId
      hostelId
      hostelName
      roomNumber
    }
  }
`);

export const DESK_LOG_PARCEL = graphql(`
  mutation DeskLogParcel($input: LogParcelInput!) {
    logParcel(input: $input) {
      ...DeskParcel
    }
  }
`);

/** The hostels whose desk the viewer keeps (a guard's or warden's own; an admin's all), for the list's hostel filter. */
export const DESK_HOSTELS = graphql(`
  query DeskHostels {
    frontDeskHostels {
      id
      name
    }
  }
`);

/** The desk's parcels, newest first, a page at a time (`first`, `offset`). */
export const DESK_PARCELS = graphql(`
  query DeskParcels($filter: FrontDeskParcelFilter) {
    frontDeskParcels(filter: $filter) {
      ...DeskParcel
    }
  }
`);

/** Hands a parcel over on the student's QR token or typed code (once). */
export const DESK_COLLECT_PARCEL = graphql(`
  mutation DeskCollectParcel($code: String!) {
    collectParcel(code: $code) {
      ...DeskParcel
    }
  }
`);

export const DESK_RETURN_PARCEL = graphql(`
  mutation DeskReturnParcel($id: ID!) {
    returnParcel(id: $id) {
      ...DeskParcel
    }
  }
`);

/** A parcel of the desk's hostels changed: the list is read again. */
export const DESK_PARCEL_CHANGED = graphql(`
  subscription DeskParcelChanged {
    parcelChanged
  }
`);

/** The office's period before the desk may return a waiting parcel to sender. */
export const DESK_PARCEL_SETTINGS = graphql(`
  query DeskParcelSettings {
    parcelSettings {
      returnAfterDays
    }
  }
`);

/** Admin: sets that period (1 to 90 days). */
export const DESK_SET_PARCEL_RETURN_DAYS = graphql(`
  mutation DeskSetParcelReturnDays($days: Int!) {
    setParcelReturnDays(days: $days) {
      returnAfterDays
    }
  }
`);
