import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../core/password.js';
import { Hostel } from '../modules/hostel/index.js';
import { Room } from '../modules/room/index.js';
import { User } from '../modules/user/index.js';
import { StaffHostel } from '../modules/staff/index.js';
import { setTrade } from '../modules/repairs/index.js';
import { BookingMode, capacityOf, Gender, Role, RoomKind, Trade } from '../core/enums.js';

interface HostelPlan {
  name: string;
  title: string;
  gender: Gender;
  bookingMode: BookingMode;
  amenities: string[];
  /** Rooms per floor, numbered floor * 100 + 1 onwards (the spec's numbering; the office may add any). */
  floors: { floor: number; rooms: number }[];
}

const GIRLS_AMENITIES = ['Wi-Fi', 'Mess', 'Laundry', 'Common Room', '24/7 Security'];
const BOYS_AMENITIES = ['Wi-Fi', 'Mess', 'Laundry', 'Gym', 'Sports Ground'];

/** The eight blocks: girls' 18 rooms on each of two floors (ground and 1st); boys' 60 or 70 rooms on two floors. */
export const HOSTEL_PLANS: HostelPlan[] = [
  ...['GH-1', 'GH-2', 'GH-3'].map((name, i) => ({
    name,
    title: `Girls' Hostel ${i + 1}`,
    gender: Gender.FEMALE,
    bookingMode: BookingMode.INSTANT,
    amenities: GIRLS_AMENITIES,
    floors: [
      { floor: 0, rooms: 18 },
      { floor: 1, rooms: 18 },
    ],
  })),
  ...(['BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5'] as const).map((name, i) => ({
    name,
    title: `Boys' Hostel ${i + 1}`,
    gender: Gender.MALE,
    bookingMode: BookingMode.APPROVAL,
    amenities: BOYS_AMENITIES,
    floors: [
      { floor: 1, rooms: i % 2 === 0 ? 35 : 30 },
      { floor: 2, rooms: i % 2 === 0 ? 35 : 30 },
    ],
  })),
];

/** A fixed mix: every third room is a Single, the rest Doubles. */
export const roomTypeAt = (index: number): RoomKind => (index % 3 === 2 ? RoomKind.SINGLE : RoomKind.DOUBLE);

/**
 * Loads the demo campus: the hostels and their rooms, as the spec draws them (the office keeps
 * them from then on, issue 42); idempotent, so every start may run it. A hostel's floors are
 * those its rooms are on: GH-* from the ground floor, BH-* from the 1st, two floors each.
 */
export async function seedHostels(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(Hostel, {}, { fields: ['name'] })).map((h) => h.name));
  for (const plan of HOSTEL_PLANS.filter((p) => !existing.has(p.name))) {
    const floors = plan.floors.map((f) => f.floor);
    const hostel = em.create(Hostel, {
      name: plan.name,
      title: plan.title,
      gender: plan.gender,
      bookingMode: plan.bookingMode,
      amenities: plan.amenities,
      firstFloor: Math.min(...floors),
      floors: Math.max(...floors) - Math.min(...floors) + 1,
    });
    for (const { floor, rooms } of plan.floors) {
      for (let i = 0; i < rooms; i++) {
        const type = roomTypeAt(i);
        em.create(Room, { hostel, number: floor * 100 + i + 1, floor, type, capacity: capacityOf(type) });
      }
    }
  }
  await em.flush();
}

export interface DemoLogin {
  role: string;
  name: string;
  email: string;
  password: string;
  gender?: Gender;
  /** A warden's hostels, a guard's front desks ('*': every hostel). */
  hostels?: string[];
  /** A maintenance person's trade. */
  trade?: Trade;
}

/**
 * Development only: one admin, a warden of BH-1, a guard (of every hostel's desk), an electrician and a few students of each gender. Production
 * admins come from `npm run create-admin`; wardens from an admin's invitation.
 */
export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'Admin', name: 'Warden Admin', email: 'admin@dormspace.local', password: 'admin-pass-123' },
  { role: 'Warden', name: 'Meena Warden', email: 'warden@dormspace.local', password: 'warden-pass-123', hostels: ['BH-1'] },
  // The demo guard keeps every hostel's front desk (parcels); a campus's guards each get theirs.
  { role: 'Guard', name: 'Gopal Guard', email: 'guard@dormspace.local', password: 'guard-pass-123', hostels: ['*'] },
  { role: 'Maintenance', name: 'Ravi Electrician', email: 'electrician@dormspace.local', password: 'repair-pass-123', trade: Trade.ELECTRICAL },
  { role: 'student', name: 'Arjun Mehta', email: 'arjun@dormspace.local', password: 'student-pass-123', gender: Gender.MALE },
  { role: 'student', name: 'Rahul Verma', email: 'rahul@dormspace.local', password: 'student-pass-123', gender: Gender.MALE },
  { role: 'student', name: 'Priya Sharma', email: 'priya@dormspace.local', password: 'student-pass-123', gender: Gender.FEMALE },
  { role: 'student', name: 'Ananya Iyer', email: 'ananya@dormspace.local', password: 'student-pass-123', gender: Gender.FEMALE },
];

export async function seedDemoUsers(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(User, { email: DEMO_LOGINS.map((d) => d.email) }, { fields: ['email'] })).map((u) => u.email));
  let roll = 1;
  for (const demo of DEMO_LOGINS) {
    const isStudent = demo.role === 'student';
    const enrollmentId = isStudent ? `DEMO${String(roll++).padStart(3, '0')}` : null;
    if (existing.has(demo.email)) continue;
    const user = em.create(User, {
      role: isStudent ? Role.STUDENT : demo.role === 'Warden' ? Role.WARDEN : demo.role === 'Guard' ? Role.GUARD : demo.role === 'Maintenance' ? Role.MAINTENANCE : Role.ADMIN,
      name: demo.name,
      email: demo.email,
      passwordHash: await hashPassword(demo.password),
      gender: demo.gender ?? null,
      enrollmentId,
      address: 'Campus Road, Hostel Block',
      phoneNumber: '+91 98765 43210',
      dob: isStudent ? '2004-06-15' : '1985-01-20',
    });
    if (demo.hostels) {
      await em.flush();
      const hostels = demo.hostels.includes('*') ? await em.find(Hostel, {}) : await em.find(Hostel, { name: demo.hostels });
      for (const hostel of hostels) em.create(StaffHostel, { user, hostel });
    }
    if (demo.trade) {
      await em.flush();
      await setTrade(em, user.id, demo.trade);
    }
  }
  await em.flush();
}
