import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from './core/clock.js';
import type { EventBus } from './core/events.js';
import { Publisher } from './core/publisher.js';
import { ActivityService, adminCounts } from './modules/activity/index.js';
import { AuthService, PasswordResetService, SessionService, type SessionCache } from './modules/auth/index.js';
import type { RoomAvailabilityFeed } from './core/room-availability.js';
import { type RoomDirectory, RoomCsvService, RoomInventory, RoomService } from './modules/room/index.js';
import { BedMoves, BookingService, RoomRequestService, RoommateInviteService } from './modules/booking/index.js';
import { BedChanges, offerFreeBeds, WaitlistService, type WaitlistDeps } from './modules/waitlist/index.js';
import { HostelService } from './modules/hostel/index.js';
import type { MailQueue } from './modules/mail/index.js';
import type { Throttle } from './core/limits.js';
import type { Metrics } from './core/metrics.js';
import { GuardianService, OutpassGate, OutpassService, OverdueSweep, type OutpassDeps } from './modules/outpass/index.js';
import { GateService } from './modules/gate/index.js';
import { NotificationService, Notifier } from './modules/notification/index.js';
import { gateCodeRecord, type GatePassSigner } from './core/gate-pass.js';
import { AuditLog, AuditService } from './modules/audit/index.js';
import { ExportService, StaffService, StudentDirectory } from './modules/staff/index.js';
import { SelectionService } from './modules/selection/index.js';
import { UserService } from './modules/user/index.js';
import { RosterService, RosterSignupGate, SignupMode } from './modules/roster/index.js';
import { YearService } from './modules/year/index.js';
import { AssignmentService, GroupBooking, GroupService, LotteryService, SelectionReads, type LotteryDeps } from './modules/lottery/index.js';

/** What the services need from the process: the clock, the mailer, the event bus, the settings. */
export interface ServiceDeps {
  clock: Clock;
  mailer: MailQueue;
  bus: EventBus;
  sessionTtlMs: number;
  sessionCache: SessionCache;
  availability: RoomAvailabilityFeed;
  roomDirectory: RoomDirectory;
  throttle: Throttle;
  metrics?: Metrics;
  /** The shell's address, for links in mail (invitations). */
  publicUrl: string;
  /** Signs and checks gate passes (keys from GATE_PASS_KEYS). */
  gatePasses: GatePassSigner;
  /** How long a freed bed is held for the first student in line (WAITLIST_OFFER_HOURS, default 24). */
  offerHours?: number;
  /** How students join until an admin chooses (SIGNUP_MODE, default open). */
  signupMode?: SignupMode;
}

/** Who is asking, as the transport saw it. */
export interface ClientInfo {
  /** The client's address (behind a trusted proxy, the one it reports). */
  address: string;
  /** The request's id, written on the audit events it causes. */
  requestId?: string;
}

/** Every rule of the product lives in one of these; GraphQL and REST both call them. */
export function createServices(em: EntityManager, deps: ServiceDeps, client: ClientInfo) {
  const guard = { throttle: deps.throttle, address: client.address };
  const sessions = new SessionService(em, deps.clock, deps.sessionTtlMs, deps.sessionCache);
  // The office's changes are forgotten by this gateway's room directory at once, by the others through the bus.
  const publisher = new Publisher(deps.bus, deps.availability, () => adminCounts(em), (change) => deps.roomDirectory.apply(change));
  const audit = new AuditLog(client);
  const hostels = new HostelService(em, { audit, publisher, clock: deps.clock });
  const outpassDeps: OutpassDeps = {
    publisher,
    clock: deps.clock,
    audit,
    notifier: new Notifier(deps.mailer, deps.publicUrl, deps.clock),
    gateCode: (outpassId) => gateCodeRecord(deps.gatePasses, outpassId),
  };
  const waitlistDeps: WaitlistDeps = { publisher, clock: deps.clock, audit, notifier: outpassDeps.notifier, offerHours: deps.offerHours ?? 24 };
  const waitlist = new WaitlistService(em, waitlistDeps);
  const rooms = new RoomService(em, hostels);
  // The office's room changes offer the beds they free to the hostel's waitlist, in their own transaction.
  const inventoryDeps = {
    audit,
    publisher,
    clock: deps.clock,
    offerBeds: async (tx: EntityManager, hostelIds: string[]) => {
      const changes = new BedChanges();
      await offerFreeBeds(tx, hostelIds, waitlistDeps, changes);
      return () => changes.announce(publisher);
    },
  };
  const signupMode = deps.signupMode ?? SignupMode.OPEN;
  const lotteryDeps: LotteryDeps = { clock: deps.clock, audit, publisher, mail: deps.mailer, publicUrl: deps.publicUrl };
  const selectionReads = new SelectionReads(em, lotteryDeps);
  return {
    sessions,
    auth: new AuthService(em, sessions, guard, deps.metrics),
    passwordReset: new PasswordResetService(em, sessions, deps.mailer, deps.clock, guard),
    users: new UserService(em, deps.clock, guard, new RosterSignupGate(em, { clock: deps.clock, signupMode })),
    hostels,
    rooms,
    inventory: new RoomInventory(em, inventoryDeps),
    roomsCsv: new RoomCsvService(em, inventoryDeps),
    booking: new BookingService(em, publisher, deps.roomDirectory, audit, deps.clock, deps.metrics, (studentId, line) => waitlist.settle(studentId, line)),
    roomRequests: new RoomRequestService(em, publisher, deps.clock, audit, outpassDeps.notifier, { deps: waitlistDeps, service: waitlist }),
    waitlist,
    bedMoves: new BedMoves(em, waitlistDeps, rooms, waitlist),
    roommateInvites: new RoommateInviteService(em, publisher, deps.clock, audit),
    outpasses: new OutpassService(em, outpassDeps),
    gate: new GateService(new OutpassGate(em, outpassDeps), deps.gatePasses, deps.clock, deps.throttle),
    guardian: new GuardianService(em, outpassDeps),
    overdue: new OverdueSweep(em, outpassDeps),
    notifications: new NotificationService(em, deps.clock),
    activity: new ActivityService(em),
    audit: new AuditService(em),
    staff: new StaffService(em, { sessions, mail: deps.mailer, clock: deps.clock, audit, publicUrl: deps.publicUrl }),
    students: new StudentDirectory(em),
    exports: new ExportService(em, deps.clock),
    selection: new SelectionService(em, publisher, deps.clock, audit),
    years: new YearService(em, { clock: deps.clock, audit, publisher }),
    roster: new RosterService(em, { clock: deps.clock, audit, mail: deps.mailer, publicUrl: deps.publicUrl, signupMode }),
    lottery: new LotteryService(em, lotteryDeps),
    selectionReads,
    groups: new GroupService(em, { ...lotteryDeps, reads: selectionReads }),
    groupBooking: new GroupBooking(em, { ...lotteryDeps, settle: (studentId) => waitlist.settle(studentId) }),
    assignment: new AssignmentService(em, lotteryDeps),
  };
}

/** What `createServices` builds: the request context's `services` (core/request-context.ts). */
type BuiltServices = ReturnType<typeof createServices>;

declare module './core/request-context.js' {
  // Fills in the context's empty Services, so modules name the context without importing this file.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every member comes from BuiltServices
  interface Services extends BuiltServices {}
}
