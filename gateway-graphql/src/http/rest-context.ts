import type { Response } from 'express';
import type { RequestContext } from '../core/request-context.js';
import type { ActivityView, HostelView, OutpassView, PersonView, RoomRequestView, RoomView, UserView } from '../core/views.js';
import { RequestStatus, Role } from '../core/enums.js';

/** The request context the REST middleware put on `res.locals`. */
export const ctxOf = (res: Response): RequestContext => res.locals.ctx as RequestContext;

/** The spec's role words: 'student' and 'Admin'; a warden (not in the spec) is 'Warden'. */
export const specRole = (role: Role): string => ({ [Role.ADMIN]: 'Admin', [Role.WARDEN]: 'Warden', [Role.GUARD]: 'Guard', [Role.MAINTENANCE]: 'Maintenance', [Role.STUDENT]: 'student' })[role];

/** A user in the spec's shape (`_id`, `phoneNumber`, …). Never the password hash. */
export function userJson(user: UserView) {
  return {
    _id: user.id,
    role: specRole(user.role),
    name: user.name,
    email: user.email,
    address: user.address ?? null,
    dob: user.dob ?? null,
    phoneNumber: user.phoneNumber ?? null,
    gender: user.gender ?? null,
    enrollmentId: user.enrollmentId ?? null,
  };
}

/** `view`'s `fields`, as they are: a REST body that shows a view's field under its own name takes it from here. */
function fieldsOf<V extends object, K extends keyof V>(view: V, fields: readonly K[]): Pick<V, K> {
  // fromEntries types its keys as any string; the map makes them exactly `fields`.
  return Object.fromEntries(fields.map((field) => [field, view[field]])) as Pick<V, K>;
}

/** The outpass view's fields the spec's REST body shows under their own names; the rest are renamed below. */
const OUTPASS_AS_IS = [
  'name',
  'where',
  'dateOfArrival',
  'outTime',
  'reason',
  'responsibility',
  'description',
  'expectedReturnAt',
  'decisionReason',
  'createdAt',
  'decidedAt',
] as const satisfies readonly (keyof OutpassView)[];

/** The spec's shapes for the domain objects: `_id`, `roomNumber`, `roll_no`, … */
export const rest = {
  room: (r: RoomView) => ({
    _id: r.id,
    roomNumber: r.number,
    hostel: r.hostelName,
    hostelId: r.hostelId,
    isAvailable: r.isAvailable,
    type: r.type,
    floor: r.floor,
    capacity: r.capacity,
    freeBeds: r.freeBeds,
    takesPair: r.takesPair,
  }),
  hostel: (h: HostelView) => ({
    _id: h.id,
    name: h.name,
    totalRooms: h.totalRooms,
    availableRooms: h.availableRooms,
    bookedRooms: h.bookedRooms,
    singleRooms: h.singleRooms,
    doubleRooms: h.doubleRooms,
    amenities: h.amenities,
    gender: h.gender,
    bookingMode: h.bookingMode,
    totalBeds: h.totalBeds,
    freeBeds: h.freeBeds,
  }),
  person: (p: PersonView | null) =>
    p && { _id: p.id, name: p.name, enrollmentId: p.enrollmentId, email: p.email, address: p.address, phoneNumber: p.phoneNumber, dob: p.dob, gender: p.gender },
  roomRequest: (r: RoomRequestView) => ({
    _id: r.id,
    studentId: r.student.id,
    roomMateId: r.roommate?.id ?? null,
    hostel: r.room.hostelName,
    roomId: r.room.id,
    roomNumber: r.room.number,
    type: r.room.type,
    isAvailable: r.fits,
    status: r.status,
    roommateResponse: r.roommateResponse,
    decisionReason: r.decisionReason,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
    student: rest.person(r.student),
    roommate: rest.person(r.roommate),
  }),
  outpass: (o: OutpassView) => ({
    _id: o.id,
    roll_no: o.rollNo,
    ...fieldsOf(o, OUTPASS_AS_IS),
    // Older clients know Pending and Approved: an outpass used at the gate was approved, and reads so.
    status: [RequestStatus.OUT, RequestStatus.RETURNED, RequestStatus.OVERDUE].includes(o.status) ? RequestStatus.APPROVED : o.status,
    state: o.status,
  }),
  activity: (a: ActivityView) => ({
    _id: a.id,
    type: a.type,
    description: a.description,
    timestamp: a.timestamp,
    resolved: a.resolved,
    outpassId: a.outpassId,
    roomRequestId: a.roomRequestId,
  }),
};
