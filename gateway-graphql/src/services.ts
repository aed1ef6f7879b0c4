import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from './core/clock.js';
import type { EventBus } from './core/events.js';
import { Publisher } from './core/publisher.js';
import { ActivityService, activityLog, adminCounts } from './modules/activity/index.js';
import { AuthService, PasswordResetService, SessionService, type SessionCache } from './modules/auth/index.js';
import type { RoomAvailabilityFeed } from './core/room-availability.js';
import { type RoomDirectory, RoomCsvService, RoomInventory, RoomService } from './modules/room/index.js';
import { BedMoves, BookingService, GroupRequestService, RoomRequestService, RoommateInviteService } from './modules/booking/index.js';
import { BedChanges, offerFreeBeds, WaitlistService, type WaitlistDeps } from './modules/waitlist/index.js';
import { HostelService } from './modules/hostel/index.js';
import type { MailQueue } from './modules/mail/index.js';
import type { Throttle } from './core/limits.js';
import type { Metrics } from './core/metrics.js';
import { GuardianService, OutpassGate, OutpassService, OverdueSweep, type OutpassDeps } from './modules/outpass/index.js';
import { GateService } from './modules/gate/index.js';
import { NotificationService, Notifier } from './modules/notification/index.js';
import { gateCodeRecord, PARCEL_PASSES, VISITOR_PASSES, type GatePassSigner } from './core/gate-pass.js';
import { AuditLog, AuditService } from './modules/audit/index.js';
import { ExportService, StaffService, StudentDirectory } from './modules/staff/index.js';
import { SelectionService, type SelectionStandings } from './modules/selection/index.js';
import { UserService } from './modules/user/index.js';
import { FactorService, SecondStepService, webauthnParty } from './modules/factors/index.js';
import type { Role } from './core/enums.js';
import { RosterService, RosterSignupGate, SignupMode } from './modules/roster/index.js';
import { YearService } from './modules/year/index.js';
import { SsoService, type RelyingParty } from './modules/sso/index.js';
import { PASSWORDS_ONLY, type SignInPolicy } from './core/sign-in-policy.js';
import { RepairPeople, RepairStats, RepairSweeps, RepairWork, RepairsOffice, RepairsService, type RepairDeps } from './modules/repairs/index.js';
import { ParcelCollection, ParcelOffice, ParcelRecipients, ParcelsService, ParcelSweeps, type ParcelDeps } from './modules/parcels/index.js';
import { VisitorDesk, VisitorOffice, VisitorsService, VisitorSweeps, type VisitorDeps } from './modules/visitors/index.js';
import { CanaryReports, CanarySweeps } from './modules/canary/index.js';
import { AssignmentService, ClassmateLookup, GroupBooking, GroupInvites, GroupService, LotteryService, RoommateMatching, SelectionDay, SelectionReads, type LotteryDeps, type SuggestionPools } from './modules/lottery/index.js';

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
  /** Where people stand in each hostel's selection window, kept between requests (none: read every time). */
  selectionStandings?: SelectionStandings;
  /** Who may be suggested as a roommate, kept a moment (none: read every time). */
  suggestionPools?: SuggestionPools;
  /** Who signs in how (SIGNIN_STUDENTS, SIGNIN_STAFF); none: passwords for everyone. */
  signInPolicy?: SignInPolicy;
  /** The campus's OpenID provider (none: single sign-on is off). */
  relyingParty?: RelyingParty;
  /** The staff roles that must hold a second factor (production's admins; STAFF_SECOND_FACTOR=required: all). */
  requiredFactorRoles?: readonly Role[];
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
  return lazyServices(() => em, deps, client);
}

/**
 * The same services, each built when a request first asks for it, on an entity manager forked
 * when one first needs it: a booking builds the booking service and what it uses, not thirty
 * others, and a grid's read, answered from what is kept, forks none (issue 49).
 */
export function lazyServices(emOf: () => EntityManager, deps: ServiceDeps, client: ClientInfo) {
  const guard = { throttle: deps.throttle, address: client.address };
  const once = <T>(make: () => T): (() => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const sessions = once(() => new SessionService(emOf(), deps.clock, deps.sessionTtlMs, deps.sessionCache, deps.requiredFactorRoles));
  // The office's changes are forgotten by this gateway's room directory at once, by the others through the bus.
  const publisher = once(() => new Publisher(deps.bus, deps.availability, () => adminCounts(emOf()), (change) => deps.roomDirectory.apply(change)));
  const audit = once(() => new AuditLog(client));
  const hostels = once(() => new HostelService(emOf(), { audit: audit(), publisher: publisher(), clock: deps.clock }));
  const outpassDeps = once(
    (): OutpassDeps => ({
      publisher: publisher(),
      clock: deps.clock,
      audit: audit(),
      notifier: new Notifier(deps.mailer, deps.publicUrl, deps.clock),
      gateCode: (outpassId) => gateCodeRecord(deps.gatePasses, outpassId),
      activities: activityLog,
    }),
  );
  const waitlistDeps = once((): WaitlistDeps => ({ publisher: publisher(), clock: deps.clock, audit: audit(), notifier: outpassDeps().notifier, offerHours: deps.offerHours ?? 24 }));
  const waitlist = once(() => new WaitlistService(emOf(), waitlistDeps()));
  const rooms = once(() => new RoomService(emOf(), hostels()));
  // The office's room changes offer the beds they free to the hostel's waitlist, in their own transaction.
  const inventoryDeps = once(() => ({
    audit: audit(),
    publisher: publisher(),
    clock: deps.clock,
    offerBeds: async (tx: EntityManager, hostelIds: string[]) => {
      const changes = new BedChanges();
      await offerFreeBeds(tx, hostelIds, waitlistDeps(), changes);
      return () => changes.announce(publisher());
    },
  }));
  const signupMode = deps.signupMode ?? SignupMode.OPEN;
  const signInPolicy = deps.signInPolicy ?? PASSWORDS_ONLY;
  const lotteryDeps = once((): LotteryDeps => ({ clock: deps.clock, audit: audit(), publisher: publisher(), mail: deps.mailer, publicUrl: deps.publicUrl }));
  const selectionReads = once(() => new SelectionReads(emOf(), lotteryDeps()));
  const groups = once(() => new GroupService(emOf(), { ...lotteryDeps(), reads: selectionReads() }));
  const repairDeps = once(
    (): RepairDeps => ({
      clock: deps.clock,
      audit: audit(),
      notifier: outpassDeps().notifier,
      publisher: publisher(),
      roomService: (viewer, roomId, inService, reason) => new RoomInventory(emOf(), inventoryDeps()).setInServiceForRepair(viewer, roomId, inService, reason),
    }),
  );
  const parcelDeps = once(
    (): ParcelDeps => ({ clock: deps.clock, audit: audit(), notifier: outpassDeps().notifier, publisher: publisher(), signer: deps.gatePasses.for(PARCEL_PASSES) }),
  );
  const visitorDeps = once(
    (): VisitorDeps => ({ clock: deps.clock, audit: audit(), notifier: outpassDeps().notifier, publisher: publisher(), signer: deps.gatePasses.for(VISITOR_PASSES) }),
  );
  const made = {
    sessions,
    auth: once(() => new AuthService(emOf(), sessions(), guard, deps.metrics, signInPolicy)),
    sso: once(() => new SsoService(emOf(), sessions(), { clock: deps.clock, policy: signInPolicy, signupMode, relyingParty: deps.relyingParty, publicUrl: deps.publicUrl })),
    factors: once(() => new FactorService(emOf(), { clock: deps.clock, audit: audit(), mail: deps.mailer, party: webauthnParty(deps.publicUrl), requiredRoles: deps.requiredFactorRoles ?? [], refreshSessions: (userId) => sessions().refresh(userId) })),
    secondStep: once(() => new SecondStepService(emOf(), { clock: deps.clock, party: webauthnParty(deps.publicUrl) })),
    passwordReset: once(() => new PasswordResetService(emOf(), sessions(), deps.mailer, deps.clock, guard)),
    users: once(() => new UserService(emOf(), deps.clock, guard, new RosterSignupGate(emOf(), { clock: deps.clock, signupMode }), signInPolicy)),
    hostels,
    rooms,
    inventory: once(() => new RoomInventory(emOf(), inventoryDeps())),
    roomsCsv: once(() => new RoomCsvService(emOf(), inventoryDeps())),
    booking: once(() => new BookingService(emOf(), publisher(), deps.roomDirectory, audit(), activityLog, deps.clock, deps.metrics, (studentId, line) => waitlist().settle(studentId, line))),
    roomRequests: once(() => new RoomRequestService(emOf(), publisher(), deps.clock, audit(), activityLog, outpassDeps().notifier, { deps: waitlistDeps(), service: waitlist() })),
    groupRequests: once(() => new GroupRequestService(emOf(), { publisher: publisher(), audit: audit(), activities: activityLog, clock: deps.clock, metrics: deps.metrics })),
    waitlist,
    bedMoves: once(() => new BedMoves(emOf(), waitlistDeps(), rooms(), waitlist())),
    roommateInvites: once(() => new RoommateInviteService(emOf(), publisher(), deps.clock, audit(), activityLog)),
    outpasses: once(() => new OutpassService(emOf(), outpassDeps())),
    gate: once(() => new GateService(new OutpassGate(emOf(), outpassDeps()), deps.gatePasses, deps.clock, deps.throttle)),
    guardian: once(() => new GuardianService(emOf(), outpassDeps())),
    overdue: once(() => new OverdueSweep(emOf(), outpassDeps())),
    notifications: once(() => new NotificationService(emOf(), deps.clock)),
    activity: once(() => new ActivityService(emOf())),
    audit: once(() => new AuditService(emOf())),
    staff: once(() => new StaffService(emOf(), { sessions: sessions(), mail: deps.mailer, clock: deps.clock, audit: audit(), publicUrl: deps.publicUrl })),
    students: once(() => new StudentDirectory(emOf())),
    exports: once(() => new ExportService(emOf(), deps.clock)),
    // Its entity manager is forked when a standing is not kept: a kept one needs none.
    selection: once(() => new SelectionService(emOf, publisher(), deps.clock, audit(), deps.selectionStandings)),
    years: once(() => new YearService(emOf(), { clock: deps.clock, audit: audit(), publisher: publisher() })),
    roster: once(() => new RosterService(emOf(), { clock: deps.clock, audit: audit(), mail: deps.mailer, publicUrl: deps.publicUrl, signupMode })),
    lottery: once(() => new LotteryService(emOf(), lotteryDeps())),
    selectionReads,
    groups,
    roommates: once(() => new RoommateMatching(emOf(), { ...lotteryDeps(), pools: deps.suggestionPools })),
    selectionDay: once(() => new SelectionDay(emOf(), lotteryDeps())),
    groupInvites: once(() => new GroupInvites(emOf(), { ...lotteryDeps(), groups: groups() })),
    groupBooking: once(() => new GroupBooking(emOf(), { ...lotteryDeps(), settle: (studentId) => waitlist().settle(studentId) })),
    assignment: once(() => new AssignmentService(emOf(), lotteryDeps())),
    repairs: once(() => new RepairsService(emOf(), { ...repairDeps(), throttle: deps.throttle })),
    repairsOffice: once(() => new RepairsOffice(emOf(), repairDeps())),
    repairWork: once(() => new RepairWork(emOf(), repairDeps())),
    repairSweeps: once(() => new RepairSweeps(emOf(), repairDeps())),
    repairStats: once(() => new RepairStats(emOf(), deps.clock)),
    repairPeople: once(() => new RepairPeople(emOf(), { clock: deps.clock, audit: audit() })),
    parcels: once(() => new ParcelsService(emOf(), parcelDeps())),
    parcelCollection: once(() => new ParcelCollection(emOf(), { ...parcelDeps(), throttle: deps.throttle })),
    parcelOffice: once(() => new ParcelOffice(emOf(), parcelDeps())),
    parcelRecipients: once(() => new ParcelRecipients(emOf())),
    parcelSweeps: once(() => new ParcelSweeps(emOf(), parcelDeps())),
    visitors: once(() => new VisitorsService(emOf(), visitorDeps())),
    visitorDesk: once(() => new VisitorDesk(emOf(), { ...visitorDeps(), throttle: deps.throttle })),
    visitorOffice: once(() => new VisitorOffice(emOf(), visitorDeps())),
    visitorSweeps: once(() => new VisitorSweeps(emOf(), visitorDeps())),
    canaryReports: once(() => new CanaryReports(emOf(), { throttle: deps.throttle, metrics: deps.metrics })),
    canarySweeps: once(() => new CanarySweeps(emOf(), { clock: deps.clock, audit: audit() })),
    classmates: once(() => new ClassmateLookup(emOf(), { clock: deps.clock, throttle: deps.throttle })),
  };
  return lazilyBuilt(made);
}

type Built<T extends Record<string, () => unknown>> = { readonly [K in keyof T]: ReturnType<T[K]> };

/** Per set of names, a class whose getters call the makers a request gave it: defined once, not once a request. */
const lazyClasses = new Map<string, new (makers: Record<string, () => unknown>) => object>();

/** An object whose every property is built by its maker when first read (each maker builds once). */
function lazilyBuilt<T extends Record<string, () => unknown>>(makers: T): Built<T> {
  const names = Object.keys(makers);
  const id = names.join(',');
  let Lazy = lazyClasses.get(id);
  if (!Lazy) {
    Lazy = class {
      constructor(readonly makers: Record<string, () => unknown>) {}
    };
    for (const name of names) {
      Object.defineProperty(Lazy.prototype, name, {
        enumerable: true,
        get(this: { makers: Record<string, () => unknown> }) {
          return this.makers[name]!();
        },
      });
    }
    lazyClasses.set(id, Lazy);
  }
  return new Lazy(makers) as Built<T>;
}

/** What `createServices` builds: the request context's `services` (core/request-context.ts). */
type BuiltServices = ReturnType<typeof createServices>;

declare module './core/request-context.js' {
  // Fills in the context's empty Services, so modules name the context without importing this file.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every member comes from BuiltServices
  interface Services extends BuiltServices {}
}
