import type { FeedEventKind } from './enums.js';
import type { EventBus, InventoryChange, ParcelChange, RepairChange, VisitChange } from './events.js';
import type { RoomAvailabilityFeed } from './room-availability.js';
import { roomRequestForStudents, type ActivityView, type AdminCounts, type NotificationView, type OutpassView, type RoomRequestView } from './views.js';

/**
 * Turns committed changes into events. Services call it only after their transaction has
 * committed, so a subscriber never hears of something a query could not yet see. It knows no
 * module: the admin counts come from whoever composes it (services.ts).
 */
export class Publisher {
  constructor(
    private readonly bus: EventBus,
    private readonly availability: RoomAvailabilityFeed,
    private readonly adminCounts: () => Promise<AdminCounts>,
    /** This instance forgets the changed rooms at once (the room directory), before any answer goes out. */
    private readonly forgetHere: (change: InventoryChange) => void = () => undefined,
  ) {}

  async activity(kind: FeedEventKind, activity: ActivityView): Promise<void> {
    this.bus.publish('ADMIN_FEED', { kind, activity, counts: await this.adminCounts() });
  }

  /** Rooms whose beds changed: their fresh availability is published within milliseconds. */
  rooms(roomIds: string[]): void {
    this.availability.changed(roomIds);
  }

  /**
   * The office changed rooms (floor, type, service, retirement) or a hostel (gender, booking
   * mode, retirement): this instance forgets them now, every other one when the event arrives
   * (as revoked sessions are forgotten everywhere, docs/decisions/0017). Their grids hear of
   * them through `rooms`.
   */
  inventory(change: InventoryChange): void {
    this.forgetHere(change);
    this.bus.publish('INVENTORY_CHANGED', change);
  }

  /** A selection window changed: every open grid of the hostel (or of all, for null) re-reads its state. */
  selectionWindow(hostelId: string | null): void {
    this.bus.publish('SELECTION_WINDOW', { hostelId });
  }

  /** These students' places in a selection process changed (a roommate group): every instance forgets where they stood. */
  selectionPlaces(userIds: Iterable<string>): void {
    const people = [...new Set(userIds)];
    if (people.length > 0) this.bus.publish('SELECTION_PLACES', { userIds: people });
  }

  /** An outpass changed: its student hears of it (not of their own new request), and staff screens of its hostel. */
  outpass(view: OutpassView, hostelId: string | null, { created = false } = {}): void {
    if (!created) this.bus.publish('OUTPASS_STATUS', view.studentId, view);
    this.bus.publish('OUTPASSES', { ...view, hostelId });
  }

  /** Waitlists that changed: their students' positions and offers, and the staff screens, re-read. */
  waitlists(hostelIds: Iterable<string>): void {
    for (const hostelId of new Set(hostelIds)) this.bus.publish('WAITLIST', { hostelId });
  }

  /** Students whose bed changed: their open screens re-read their room. */
  myRooms(studentIds: Iterable<string>): void {
    for (const studentId of new Set(studentIds)) this.bus.publish('MY_ROOM', studentId, { studentId });
  }

  /** A repair job changed: its open pages re-read it. */
  repair(change: RepairChange): void {
    this.bus.publish('REPAIRS', change);
  }

  /** A parcel changed: its student's list and its hostel's desk re-read it. */
  parcel(change: ParcelChange): void {
    this.bus.publish('PARCELS', change);
  }

  /** A visit changed: its host's list and its hostel's desk re-read it. */
  visit(change: VisitChange): void {
    this.bus.publish('VISITS', change);
  }

  /** Notifications just committed, each to its person. */
  notifications(views: readonly NotificationView[]): void {
    for (const view of views) this.bus.publish('NOTIFICATIONS', view.userId, view);
  }

  /** A request created or changed: staff screens get it whole, its two students without contact details. */
  roomRequest(view: RoomRequestView): void {
    this.bus.publish('ROOM_REQUESTS', view);
    const forStudents = roomRequestForStudents(view);
    this.bus.publish('ROOM_REQUEST_STATUS', view.student.id, forStudents);
    if (view.roommate) this.bus.publish('ROOM_REQUEST_STATUS', view.roommate.id, forStudents);
    for (const member of view.group) this.bus.publish('ROOM_REQUEST_STATUS', member.id, forStudents);
  }
}
