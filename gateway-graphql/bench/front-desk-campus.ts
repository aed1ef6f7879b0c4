import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The bench campus of `npm run bench -- front-desk` (issue 54): 40,000 students, 35,000 of them
 * residents of 8 hostels (4 girls', 4 boys'; 11 floors of 100 quads each, rooms 100-1199), 5,000
 * day scholars with no bed; two guards who keep the desks of all 8 hostels (the campus's parcel
 * room), one who keeps a single hostel's, and sessions for the students the rush needs. Names are
 * Indian first names and surnames drawn with a long tail, so that the commonest first name of each
 * gender is about one student's in ten of that gender (docs/decisions/0158's broad query),
 * enrollment IDs as the office writes them ("23ECE0412"), emails from the name. Seeded by one
 * generator: the same campus every run.
 */
export const STUDENTS = 40_000;
export const RESIDENTS = 35_000;
const FLOORS = 11;
const ROOMS_PER_FLOOR = 100;
const BEDS = 4;

const GIRLS_HOSTELS = ['Ganga', 'Kaveri', 'Yamuna', 'Godavari'];
const BOYS_HOSTELS = ['Aravali', 'Nilgiri', 'Vindhya', 'Himadri'];

const FEMALE = ['Priya', 'Ananya', 'Sneha', 'Pooja', 'Kavya', 'Divya', 'Riya', 'Aishwarya', 'Shreya', 'Neha', 'Meera', 'Nisha', 'Swati', 'Anjali', 'Deepika', 'Lakshmi', 'Harini', 'Ishita', 'Sanjana', 'Tanvi', 'Aditi', 'Pallavi', 'Keerthana', 'Nandini', 'Bhavana', 'Sakshi', 'Simran', 'Payal', 'Radhika', 'Shruti', 'Supriya', 'Priyanka', 'Vaishnavi', 'Gayathri', 'Nikita', 'Apoorva', 'Sowmya', 'Madhuri', 'Ramya', 'Revathi'];
const MALE = ['Rahul', 'Arjun', 'Aditya', 'Rohan', 'Karthik', 'Vikram', 'Aman', 'Siddharth', 'Rohit', 'Ankit', 'Abhishek', 'Akash', 'Varun', 'Nikhil', 'Harsh', 'Manish', 'Suresh', 'Pranav', 'Kunal', 'Yash', 'Aarav', 'Ishaan', 'Sai', 'Vivek', 'Ajay', 'Deepak', 'Gaurav', 'Saurabh', 'Mohit', 'Tarun', 'Arun', 'Naveen', 'Prateek', 'Shubham', 'Ritesh', 'Sandeep', 'Vishal', 'Mayank', 'Ashwin', 'Harish'];
const SURNAMES = ['Sharma', 'Kumar', 'Singh', 'Patel', 'Reddy', 'Nair', 'Iyer', 'Gupta', 'Verma', 'Rao', 'Das', 'Joshi', 'Menon', 'Pillai', 'Mehta', 'Shah', 'Agarwal', 'Bose', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Ghosh', 'Kapoor', 'Malhotra', 'Khanna', 'Chopra', 'Bhat', 'Hegde', 'Kulkarni', 'Deshpande', 'Patil', 'Jain', 'Mishra', 'Pandey', 'Tiwari', 'Yadav', 'Chauhan', 'Thakur', 'Saxena', 'Srivastava', 'Naidu', 'Krishnan', 'Subramanian', 'Raman', 'Venkatesh', 'Ahmed', 'Khan', 'Siddiqui', 'Fernandes', "D'Souza"];
const BRANCHES = ['CSE', 'ECE', 'EEE', 'MEC', 'CIV', 'CHE', 'BIO', 'MAT', 'PHY', 'ARC'];
const YEARS = ['21', '22', '23', '24'];

/** A seeded generator (mulberry32): the same campus, labels and keystrokes every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A draw from `items` with Zipf weights 1/rank^s: a few common, a long tail. */
function zipf<T>(items: readonly T[], s: number, rand: () => number): () => T {
  const weights = items.map((_, i) => 1 / (i + 1) ** s);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  return () => {
    const r = rand();
    const i = cumulative.findIndex((c) => r < c);
    return items[i < 0 ? items.length - 1 : i]!;
  };
}

export function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A resident as a parcel's label names them. */
export interface Resident {
  id: string;
  name: string;
  enrollmentId: string;
  roomNumber: number;
  hostel: string;
}

export interface FrontDeskCampus {
  hostels: { id: string; name: string }[];
  /** The two guards of the parcel room, each keeping all 8 hostels' desks. */
  guards: { id: string; name: string; cookie: string }[];
  /** A guard of one hostel's own desk (a girls' hostel), for the search of a desk that sees few hostels. */
  hostelGuard: { id: string; name: string; cookie: string; hostel: string };
  /** Every resident (35,000), in a seeded order. */
  residents: Resident[];
  /** Residents with a session, for the rush's collections (not among `residents`' first labels: see run-front-desk.ts). */
  withSessions: (Resident & { cookie: string })[];
  counts: { students: number; residents: number; dayScholars: number; commonestFirstName: { name: string; students: number } };
}

const sessionFor = async (db: pg.Client, userIds: string[]): Promise<string[]> => {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await db.query(`insert into sessions (user_id, token_hash, expires_at) select u, t, now() + interval '1 day' from unnest($1::uuid[], $2::text[]) as x(u, t)`, [
    userIds,
    tokens.map((t) => createHash('sha256').update(t).digest('hex')),
  ]);
  return tokens.map((t) => `dormspace_session=${t}`);
};

/**
 * The campus, in bulk SQL before the gateway starts (the migrations have run). `sessions`: how
 * many residents get a session, taken from the end of the seeded order.
 */
export async function seedFrontDeskCampus(databaseUrl: string, sessions: number): Promise<FrontDeskCampus> {
  const rand = seeded(54);
  const female = zipf(FEMALE, 0.6, rand);
  const male = zipf(MALE, 0.6, rand);
  const surname = zipf(SURNAMES, 0.7, rand);
  const enrollments = shuffle(
    YEARS.flatMap((y) => BRANCHES.flatMap((b) => Array.from({ length: STUDENTS / YEARS.length / BRANCHES.length }, (_, i) => `${y}${b}${String(i + 1).padStart(4, '0')}`))),
    rand,
  );
  const names: string[] = [];
  const emails: string[] = [];
  const genders: string[] = [];
  const perName = new Map<string, number>();
  for (let i = 0; i < STUDENTS; i++) {
    const gender = i % 2 === 0 ? 'Female' : 'Male';
    const first = gender === 'Female' ? female() : male();
    const last = surname();
    const name = `${first} ${last}`;
    const n = (perName.get(name) ?? 0) + 1;
    perName.set(name, n);
    names.push(name);
    genders.push(gender);
    emails.push(`${first}.${last}${n}@campus.test`.toLowerCase().replace(/'/g, ''));
  }

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const { rows: hostels } = await db.query<{ id: string; name: string }>(
      `insert into hostels (name, gender, booking_mode, floors, first_floor)
       select name, gender::user_gender, 'instant', $3, 1 from unnest($1::text[], $2::text[]) as h(name, gender) returning id, name`,
      [
        [...GIRLS_HOSTELS, ...BOYS_HOSTELS],
        [...GIRLS_HOSTELS.map(() => 'Female'), ...BOYS_HOSTELS.map(() => 'Male')],
        FLOORS,
      ],
    );
    await db.query(
      `insert into rooms (hostel_id, number, floor, type, capacity)
       select h.id, f * 100 + k, f, 'Quad', $3 from hostels h, generate_series(1, $1::int) f, generate_series(0, $2::int - 1) k`,
      [FLOORS, ROOMS_PER_FLOOR, BEDS],
    );
    await db.query(
      `insert into users (role, name, email, password_hash, gender, enrollment_id)
       select 'student', n, e, 'x', g::user_gender, r from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as s(n, e, g, r)`,
      [names, emails, genders, enrollments],
    );
    await db.query('analyze users, rooms, hostels'); // the tables' sizes for the planner: without them it joins the beds to the students row by row (40 s)
    // The first 35,000 students in the seeded order (half of each gender) hold a bed in a hostel of their gender, the hostels' beds in order; the rest are day scholars.
    await db.query(
      `with s as (select id, gender, row_number() over (partition by gender order by enrollment_id) as n from users where role = 'student'),
            b as (select r.id as room_id, bed, h.gender, row_number() over (partition by h.gender order by h.name, r.number, bed) as n
                    from rooms r join hostels h on h.id = r.hostel_id cross join generate_series(1, $1::int) bed)
       insert into room_occupancies (room_id, student_id, bed)
       select b.room_id, s.id, b.bed from s join b on b.gender = s.gender and b.n = s.n where s.n <= $2::int`,
      [BEDS, RESIDENTS / 2],
    );
    const guard = async (name: string, hostelNames: string[]) => {
      const { rows } = await db.query<{ id: string }>(`insert into users (role, name, email, password_hash) values ('guard', $1, $2, 'x') returning id`, [name, `${name.toLowerCase().replace(' ', '.')}@dormspace.test`]);
      const id = rows[0]!.id;
      await db.query('insert into staff_hostels (user_id, hostel_id) select $1, id from hostels where name = any($2::text[])', [id, hostelNames]);
      return { id, name, cookie: (await sessionFor(db, [id]))[0]! };
    };
    const guards = [await guard('Ravi Guard', hostels.map((h) => h.name)), await guard('Sunita Guard', hostels.map((h) => h.name))];
    const hostelGuard = { ...(await guard('Meena Guard', [GIRLS_HOSTELS[0]!])), hostel: GIRLS_HOSTELS[0]! };
    const { rows: people } = await db.query<{ id: string; name: string; enrollment_id: string; number: number; hostel: string }>(
      `select u.id, u.name, u.enrollment_id, r.number, h.name as hostel from room_occupancies o join users u on u.id = o.student_id join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id`,
    );
    const residents = shuffle(
      people.sort((a, b) => a.enrollment_id.localeCompare(b.enrollment_id)).map((p) => ({ id: p.id, name: p.name, enrollmentId: p.enrollment_id, roomNumber: p.number, hostel: p.hostel })),
      rand,
    );
    const chosen = residents.slice(residents.length - sessions);
    const cookies = await sessionFor(db, chosen.map((r) => r.id));
    await db.query('commit');
    // As autovacuum leaves the tables: the trigram index's pending entries merged (a search would read them one by one), the planner's figures fresh.
    await db.query('vacuum analyze');
    const { rows: common } = await db.query<{ first: string; students: number }>(
      `select split_part(name, ' ', 1) as first, count(*)::int as students from users where role = 'student' group by 1 order by 2 desc limit 1`,
    );
    return {
      hostels,
      guards,
      hostelGuard,
      residents,
      withSessions: chosen.map((r, i) => ({ ...r, cookie: cookies[i]! })),
      counts: { students: STUDENTS, residents: residents.length, dayScholars: STUDENTS - residents.length, commonestFirstName: { name: common[0]!.first, students: common[0]!.students } },
    };
  } finally {
    await db.end();
  }
}
