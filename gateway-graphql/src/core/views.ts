/**
 * What services return and events carry: plain, JSON-safe data (dates as ISO strings), so an
 * event means the same in this process and after a trip through Redis. GraphQL types and the
 * REST shapes are both drawn from these.
 */

export interface RoomView {
  id: string;
  hostelId: string;
  hostelName: string;
  number: number;
  floor: number;
  type: 'Single' | 'Double';
  capacity: number;
  freeBeds: number;
  isAvailable: boolean;
}

export interface HostelView {
  id: string;
  name: string;
  gender: 'Male' | 'Female';
  bookingMode: 'instant' | 'approval';
  amenities: string[];
  totalRooms: number;
  availableRooms: number;
  bookedRooms: number;
  singleRooms: number;
  doubleRooms: number;
  totalBeds: number;
  freeBeds: number;
}

export interface PersonView {
  id: string;
  name: string;
  enrollmentId: string | null;
  email: string;
  address: string | null;
  phoneNumber: string | null;
  dob: string | null;
  gender: 'Male' | 'Female' | null;
}

export type Status = 'Pending' | 'Approved' | 'Rejected';

export interface RoomRequestView {
  id: string;
  status: Status;
  student: PersonView;
  roommate: PersonView | null;
  room: RoomView;
  createdAt: string;
  decidedAt: string | null;
}

export interface OutpassView {
  id: string;
  studentId: string;
  name: string;
  where: string;
  dateOfArrival: string;
  outTime: string;
  reason: string;
  responsibility: 'Yes' | 'No';
  rollNo: string;
  description: string | null;
  status: Status;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface ActivityView {
  id: string;
  type: 'Outpass Request' | 'Room Booking Request';
  description: string;
  timestamp: string;
  resolved: boolean;
  outpassId: string | null;
  roomRequestId: string | null;
}

export interface AdminCounts {
  totalStudents: number;
  pendingOutpasses: number;
  pendingRoomRequests: number;
}

export interface AdminFeedEvent {
  kind: 'CREATED' | 'RESOLVED';
  activity: ActivityView;
  counts: AdminCounts;
}
