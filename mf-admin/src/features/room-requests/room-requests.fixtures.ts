import type { PendingRoomRequest, PersonDetails, RequestedRoom, RoommateResponse, RoomRequestDetails } from './room-requests.operations';

/** Test data for the room request screens, shaped as the server sends it (with typenames). */
export const room = (freeBeds: number, overrides: Partial<RequestedRoom> = {}) => ({
  __typename: 'Room' as const,
  id: 'room-101',
  hostelName: 'BH-1',
  number: 101,
  type: 'DOUBLE',
  isAvailable: freeBeds > 0,
  freeBeds,
  ...overrides,
});

export const person = (id: string, name: string, enrollmentId: string): PersonDetails & { __typename: 'Person' } => ({
  __typename: 'Person',
  id,
  name,
  enrollmentId,
  email: `${id}@campus.edu`,
  address: '12 MG Road, Pune',
  phoneNumber: '9876543210',
});

const summary = ({ id, name, enrollmentId }: PersonDetails) => ({ __typename: 'Person' as const, id, name, enrollmentId });

export const VIKRAM = person('s1', 'Vikram Singh', 'ME21-044');
export const ARJUN = person('s2', 'Arjun Mehta', 'ME21-045');

/** What the server would say: one free bed fits a student, two a pair. */
const fits = (freeBeds: number, withRoommate: boolean) => freeBeds >= (withRoommate ? 2 : 1);

export const pending = (id: string, freeBeds: number, withRoommate: boolean, roomOverrides: Partial<RequestedRoom> = {}, answer: RoommateResponse = 'ACCEPTED'): PendingRoomRequest => ({
  __typename: 'RoomRequest',
  id,
  status: 'PENDING',
  roommateResponse: withRoommate ? answer : null,
  fits: fits(freeBeds, withRoommate),
  change: false,
  createdAt: '2025-03-01T09:30:00.000Z',
  room: room(freeBeds, roomOverrides),
  student: summary(VIKRAM),
  roommate: withRoommate ? summary(ARJUN) : null,
  group: [],
} as PendingRoomRequest);

export const details = (id: string, freeBeds: number, roommate: PersonDetails | null, answer: RoommateResponse = 'ACCEPTED'): RoomRequestDetails => ({
  __typename: 'RoomRequest',
  id,
  status: 'PENDING',
  roommateResponse: roommate ? answer : null,
  fits: fits(freeBeds, roommate !== null),
  change: false,
  createdAt: '2025-03-01T09:30:00.000Z',
  room: room(freeBeds),
  student: VIKRAM,
  roommate,
  group: [],
} as RoomRequestDetails);
