import { graphql } from '../../gql';
import type { AdminInventoryHostelFragment, AdminInventoryRoomFragment, AdminRoomOccupantsQuery } from '../../gql/graphql';

/** A hostel as the inventory screens show it (retired ones included: admins see them). */
export type InventoryHostel = AdminInventoryHostelFragment;
/** A room of a hostel, as the hostel's page shows it. */
export type InventoryRoom = AdminInventoryRoomFragment;
/** Someone living in a room: who the office must move before the room can close. */
export type RoomOccupant = AdminRoomOccupantsQuery['roomOccupants'][number];

export const HOSTEL_FIELDS = graphql(`
  fragment AdminInventoryHostel on Hostel {
    id
    name
    title
    gender
    bookingMode
    firstFloor
    floors
    amenities
    guardianConsentRequired
    totalRooms
    availableRooms
    outOfServiceRooms
    retired
  }
`);

export const ROOM_FIELDS = graphql(`
  fragment AdminInventoryRoom on Room {
    id
    hostelId
    number
    floor
    type
    capacity
    freeBeds
    heldBeds
    inService
    outOfServiceReason
    retired
    accessible
  }
`);

/*
 * Every operation of the app is in codegen's document map (src/gql/gql.ts), which the admin
 * area's first route carries whatever screen uses it: these add 0.85 KB gzip to it. The
 * mutations answer with the lists' fragments, so the cache holds the whole change at once
 * (measured: fewer fields per mutation saved 30 bytes, repeated fragments gzip well).
 */

/** Every hostel, retired ones too: the Hostels page and a hostel's page read the same answer. */
export const INVENTORY = graphql(`
  query AdminInventory {
    hostels(includeRetired: true) {
      ...AdminInventoryHostel
    }
  }
`);

/** A hostel's rooms (retired rooms are never listed). */
export const HOSTEL_ROOMS = graphql(`
  query AdminHostelRooms($hostel: String!) {
    rooms(hostel: $hostel) {
      ...AdminInventoryRoom
    }
  }
`);

export const ROOM_OCCUPANTS = graphql(`
  query AdminRoomOccupants($roomId: ID!) {
    roomOccupants(roomId: $roomId) {
      roomId
      bed
      studentId
      name
      enrollmentId
      held
    }
  }
`);

export const CREATE_HOSTEL = graphql(`
  mutation AdminCreateHostel($input: NewHostelInput!) {
    createHostel(input: $input) {
      ...AdminInventoryHostel
    }
  }
`);

export const UPDATE_HOSTEL = graphql(`
  mutation AdminUpdateHostel($hostelId: ID!, $changes: HostelChangesInput!) {
    updateHostel(hostelId: $hostelId, changes: $changes) {
      ...AdminInventoryHostel
    }
  }
`);

export const RETIRE_HOSTEL = graphql(`
  mutation AdminRetireHostel($hostelId: ID!) {
    retireHostel(hostelId: $hostelId) {
      ...AdminInventoryHostel
    }
  }
`);

export const ADD_ROOM = graphql(`
  mutation AdminAddRoom($hostelId: ID!, $input: NewRoomInput!) {
    addRoom(hostelId: $hostelId, input: $input) {
      ...AdminInventoryRoom
    }
  }
`);

export const UPDATE_ROOM = graphql(`
  mutation AdminUpdateRoom($roomId: ID!, $changes: RoomChangesInput!) {
    updateRoom(roomId: $roomId, changes: $changes) {
      ...AdminInventoryRoom
    }
  }
`);

export const SET_ROOM_IN_SERVICE = graphql(`
  mutation AdminSetRoomInService($roomId: ID!, $inService: Boolean!, $reason: String) {
    setRoomInService(roomId: $roomId, inService: $inService, reason: $reason) {
      ...AdminInventoryRoom
    }
  }
`);

export const RETIRE_ROOM = graphql(`
  mutation AdminRetireRoom($roomId: ID!) {
    retireRoom(roomId: $roomId) {
      id
      retired
    }
  }
`);
