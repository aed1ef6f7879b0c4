import { STAFF_VIEWER } from '../../layout/viewer.operations';
import type { Mock } from '../../test-utils/render-route';
import { HOSTEL_ROOMS, INVENTORY, type InventoryHostel, type InventoryRoom } from './hostels.operations';

/** Test data for the hostels' screens, shaped as the server sends it (with typenames). */
export const hostel = (overrides: Partial<InventoryHostel> = {}): InventoryHostel & { __typename: 'Hostel' } => ({
  __typename: 'Hostel',
  id: 'h-gh1',
  name: 'GH-1',
  title: "Girls' Hostel 1",
  gender: 'FEMALE',
  bookingMode: 'INSTANT',
  firstFloor: 0,
  floors: 2,
  amenities: ['Wi-Fi', 'Laundry'],
  guardianConsentRequired: true,
  totalRooms: 40,
  availableRooms: 12,
  outOfServiceRooms: 1,
  retired: false,
  ...overrides,
});

export const GH1 = hostel();
export const BH2 = hostel({ id: 'h-bh2', name: 'BH-2', title: "Boys' Hostel 2", gender: 'MALE', bookingMode: 'APPROVAL', firstFloor: 1, floors: 3, totalRooms: 30, availableRooms: 0, outOfServiceRooms: 0, guardianConsentRequired: false });

export const room = (number: number, overrides: Partial<InventoryRoom> = {}): InventoryRoom & { __typename: 'Room' } => ({
  __typename: 'Room',
  id: `r-${number}`,
  hostelId: GH1.id,
  number,
  floor: Math.floor(number / 100),
  type: 'DOUBLE',
  capacity: 2,
  freeBeds: 2,
  heldBeds: 0,
  inService: true,
  outOfServiceReason: null,
  retired: false,
  accessible: false,
  ...overrides,
});

/** The viewer: an admin unless said. */
export const viewer = (role: 'ADMIN' | 'WARDEN' = 'ADMIN'): Mock => ({ request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role } } }, maxUsageCount: 10 });

/** Every hostel, answered `times` times (a mutation's refetch asks again). */
export const inventory = (hostels: unknown[], times = 1): Mock => ({ request: { query: INVENTORY }, result: { data: { hostels } }, maxUsageCount: times });

/** A hostel's rooms, answered `times` times. */
export const rooms = (list: unknown[], times = 1, hostelName = GH1.name): Mock => ({ request: { query: HOSTEL_ROOMS, variables: { hostel: hostelName } }, result: { data: { rooms: list } }, maxUsageCount: times });
