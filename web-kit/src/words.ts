/**
 * The API's enums as people write them. The schema sends SINGLE, ROOM_BOOKING_REQUEST…; the spec's
 * screens say 'Single', 'Room Booking Request'. One table per enum, for every app.
 */
export const ROOM_KIND = { SINGLE: 'Single', DOUBLE: 'Double' } as const;
export const GENDER = { MALE: 'Male', FEMALE: 'Female' } as const;
export const ACTIVITY_KIND = { OUTPASS_REQUEST: 'Outpass Request', ROOM_BOOKING_REQUEST: 'Room Booking Request', OUTPASS_OVERDUE: 'Outpass Overdue' } as const;
export const RESPONSIBILITY = { YES: 'Yes', NO: 'No' } as const;
export const BOOKING_MODE = { INSTANT: 'Instant booking', APPROVAL: 'Warden approval' } as const;
