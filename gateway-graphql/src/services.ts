import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from './core/clock.js';
import type { EventBus } from './core/events.js';
import { Publisher } from './core/publisher.js';
import { ActivityService, adminCounts } from './modules/activity/activity.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { SessionService } from './modules/auth/session.service.js';
import type { SessionCache } from './modules/auth/session.cache.js';
import type { RoomAvailabilityFeed } from './core/room-availability.js';
import type { RoomDirectory } from './modules/room/room.directory.js';
import { BookingService } from './modules/booking/booking.service.js';
import { RoomRequestService } from './modules/booking/room-request.service.js';
import { RoommateInviteService } from './modules/booking/roommate-invite.service.js';
import { HostelService } from './modules/hostel/hostel.service.js';
import type { Mailer } from './modules/mail/mail.service.js';
import { OutpassService } from './modules/outpass/outpass.service.js';
import { RoomService } from './modules/room/room.service.js';
import { UserService } from './modules/user/user.service.js';

/** What the services need from the process: the clock, the mailer, the event bus, the settings. */
export interface ServiceDeps {
  clock: Clock;
  mailer: Mailer;
  bus: EventBus;
  sessionTtlMs: number;
  sessionCache: SessionCache;
  availability: RoomAvailabilityFeed;
  roomDirectory: RoomDirectory;
}

/** Every rule of the product lives in one of these; GraphQL and REST both call them. */
export function createServices(em: EntityManager, deps: ServiceDeps) {
  const sessions = new SessionService(em, deps.clock, deps.sessionTtlMs, deps.sessionCache);
  const publisher = new Publisher(deps.bus, deps.availability, () => adminCounts(em));
  const hostels = new HostelService(em);
  return {
    sessions,
    auth: new AuthService(em, sessions),
    passwordReset: new PasswordResetService(em, sessions, deps.mailer, deps.clock),
    users: new UserService(em, deps.clock),
    hostels,
    rooms: new RoomService(em, hostels),
    booking: new BookingService(em, publisher, deps.roomDirectory),
    roomRequests: new RoomRequestService(em, publisher, deps.clock),
    roommateInvites: new RoommateInviteService(em, publisher, deps.clock),
    outpasses: new OutpassService(em, publisher, deps.clock),
    activity: new ActivityService(em),
  };
}

export type Services = ReturnType<typeof createServices>;
