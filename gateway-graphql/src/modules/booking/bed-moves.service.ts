import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../../core/errors.js';
import { isUuid, parseInput } from '../../core/validate.js';
import { requireRole, requireStaff, type Viewer } from '../../core/viewer.js';
import type { MyRoomView } from '../room/index.js';
import type { RoomService } from '../room/index.js';
import { BedChanges, type WaitlistDeps, type WaitlistService } from '../waitlist/index.js';
import { vacateBed } from './bed-moves.checkout.js';
import { reassignBeds, swapBeds } from './bed-moves.office.js';
import { changeOwnRoom } from './bed-moves.room-change.js';
import { ownCheckOutInput, staffMoveInput } from './bed-moves.validate.js';
import { Role } from '../../core/enums.js';

/**
 * A bed after it is taken: the student checks out (or staff check them out), changes room within
 * the selection window, or staff move them (with their roommate) or swap two students, with a
 * reason. Every move is one transaction: a student never holds two beds, nor none when a move
 * fails; a bed it frees is offered to the hostel's waitlist in the same transaction.
 * The moves themselves live by role next to this file (bed-moves.checkout, .room-change, .office);
 * here each is checked, wrapped in its transaction, and announced once it has committed.
 */
export class BedMoves {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: WaitlistDeps,
    private readonly rooms: RoomService,
    private readonly waitlist: WaitlistService,
  ) {}

  /** The student gives up their bed; it frees at once (and goes to the first in line, if any). */
  async checkOut(viewer: Viewer | null, reason?: unknown): Promise<boolean> {
    const student = requireRole(viewer, Role.STUDENT);
    const { reason: why } = parseInput(ownCheckOutInput, { reason });
    await this.vacate(student, student.userId, why ?? null);
    return true;
  }

  /** Staff check a student of their hostel out, with a reason the student is told. */
  async checkOutStudent(viewer: Viewer | null, studentId: string, reason: unknown): Promise<boolean> {
    const staff = requireStaff(viewer);
    const { reason: why } = parseInput(staffMoveInput, { reason });
    await this.vacate(staff, studentId, why);
    return true;
  }

  /**
   * The student moves to another room of their hostel while its selection window is open, in one
   * statement: their bed row is moved, so a failure leaves them where they were. Instant hostels
   * only; approval hostels take a room change request (BookingService.requestRoom).
   */
  async changeRoom(viewer: Viewer | null, roomId: string): Promise<MyRoomView> {
    const student = requireRole(viewer, Role.STUDENT);
    const changes = new BedChanges();
    await this.em.transactional((em) => changeOwnRoom(em, this.deps, student, roomId, changes));
    changes.announce(this.deps.publisher);
    return (await this.rooms.mine(student))!;
  }

  /**
   * Staff move a student (with or without a bed) to a room, and by choice the roommate who
   * shares their room too, with a reason. Scope: the student's hostel and the target's.
   */
  async reassign(viewer: Viewer | null, studentId: string, roomId: string, withRoommate: boolean, reason: unknown): Promise<MyRoomView> {
    const staff = requireStaff(viewer);
    const { reason: why } = parseInput(staffMoveInput, { reason });
    if (!isUuid(studentId)) throw notFound('Student');
    const changes = new BedChanges();
    await this.em.transactional((em) => reassignBeds(em, this.deps, staff, { studentId, roomId, withRoommate, why }, changes));
    changes.announce(this.deps.publisher);
    await this.waitlist.settle(studentId);
    return (await this.rooms.mine({ userId: studentId, role: Role.STUDENT, sessionId: '', gender: null, hostelIds: [] }))!;
  }

  /** Staff swap the beds of two students, with a reason; both are told. */
  async swap(viewer: Viewer | null, studentId: string, otherId: string, reason: unknown): Promise<boolean> {
    const staff = requireStaff(viewer);
    const { reason: why } = parseInput(staffMoveInput, { reason });
    if (!isUuid(studentId) || !isUuid(otherId)) throw notFound('Student');
    if (studentId === otherId) throw new AppError('BAD_USER_INPUT', 'Choose two different students to swap.', [{ field: 'otherStudentId', message: 'Choose someone else.' }]);
    const changes = new BedChanges();
    await this.em.transactional((em) => swapBeds(em, this.deps, staff, studentId, otherId, why, changes));
    changes.announce(this.deps.publisher);
    return true;
  }

  private async vacate(actor: Viewer, studentId: string, reason: string | null): Promise<void> {
    if (!isUuid(studentId)) throw notFound('Student');
    const changes = new BedChanges();
    await this.em.transactional((em) => vacateBed(em, this.deps, actor, studentId, reason, changes));
    changes.announce(this.deps.publisher);
  }
}
