import pg from 'pg';
import { officeDay } from '../src/core/clock.js';
import type { GatePassSigner } from '../src/core/gate-pass.js';
import type { FrontDeskCampus, Resident } from './front-desk-campus.js';
import { timedOperation } from './front-desk-rush.js';
import { percentiles } from './setup.js';
import { webOperation } from './web-operations.js';

/** What the web apps send for a visitor: the student's registration (mf-student), the desk's pass check, sign-in and sign-out (mf-admin). */
export const STUDENT_REGISTER_VISITOR = webOperation('mf-student', 'StudentRegisterVisitor');
export const VISITOR_DESK_PASS = webOperation('mf-admin', 'VisitorDeskPass');
export const VISITOR_DESK_SIGN_IN = webOperation('mf-admin', 'VisitorDeskSignIn');
export const VISITOR_DESK_SIGN_OUT = webOperation('mf-admin', 'VisitorDeskSignOut');

export interface VisitorPlan {
  /** Students who each register one visitor (with sessions). */
  hosts: (Resident & { cookie: string })[];
  /** Every phase stops after this long, whatever is left. */
  phaseSeconds: number;
  /** Registrations sent at once (students on their phones). */
  registering: number;
}

type Figures = ReturnType<typeof percentiles>;

export interface VisitorResult {
  registered: { count: number; failed: number; latencyMs: Figures };
  check: { count: number; failed: number; latencyMs: Figures };
  signIn: { count: number; failed: number; latencyMs: Figures };
  /** The scan to signed in: the pass checked, then signed in (what the guard waits for). */
  scanToIn: Figures;
  signOut: { count: number; failed: number; latencyMs: Figures };
  database: { signedIn: number; signedOut: number; auditSignIns: number };
  failures: string[];
}

/**
 * The desk's visitors on the front desk's campus: every hostel open all day (written straight into
 * visitor_rules, so the benchmark does not depend on the hour it runs), each host registers a
 * visitor from their phone (StudentRegisterVisitor), then the parcel room's two guards take the
 * visitors in turn, one at a time each as the desk's screen does: the scanned QR token checked
 * (VisitorDeskPass), the ID typed, signed in (VisitorDeskSignIn); then every one signed out
 * (VisitorDeskSignOut). The QR holds the token the gateway signs for the visit: signed here on the
 * same key ring (the student's screen shows it only as an image). Counted in the database after.
 */
export async function visitorSignIns(baseUrl: string, databaseUrl: string, campus: FrontDeskCampus, signer: GatePassSigner, plan: VisitorPlan): Promise<VisitorResult> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const failures: string[] = [];
  const fail = (what: string, error: string | null, message?: string) => void (failures.length < 10 && failures.push(`${what}: ${error} ${message ?? ''}`.trim()));
  try {
    await db.query(
      `insert into visitor_rules (hostel_id, hours, max_at_once, other_gender_common_room, overnight_needs_approval)
       select id, $1::jsonb, 4, true, true from hostels on conflict (hostel_id) do update set hours = excluded.hours`,
      [JSON.stringify(Array.from({ length: 7 }, () => ({ from: '00:00', to: '23:59' })))],
    );
    const day = officeDay(new Date());
    const deadline = (seconds: number) => performance.now() + seconds * 1000;

    // The hosts register, a few at once.
    const registered: { visitId: string; host: Resident }[] = [];
    const registerMs: number[] = [];
    let registerFailed = 0;
    const until = deadline(plan.phaseSeconds);
    let next = 0;
    await Promise.all(
      Array.from({ length: plan.registering }, async () => {
        while (next < plan.hosts.length && performance.now() < until) {
          const host = plan.hosts[next++]!;
          const input = { visitorName: `Visitor of ${host.name}`, visitorPhone: '+91 98450 12345', relation: 'Mother', day, expectedFrom: '00:00', expectedTo: '23:59', overnight: false };
          const answer = await timedOperation<{ registerVisitor: { id: string } }>(baseUrl, host.cookie, STUDENT_REGISTER_VISITOR, { input });
          if (answer.data) {
            registerMs.push(answer.ms);
            registered.push({ visitId: answer.data.registerVisitor.id, host });
          } else {
            registerFailed++;
            fail('register', answer.error, answer.message);
          }
        }
      }),
    );

    // The two guards take the visitors in turns: check the scanned pass, then sign in with the ID.
    const checkMs: number[] = [];
    const signInMs: number[] = [];
    const scanToInMs: number[] = [];
    let checkFailed = 0;
    let signInFailed = 0;
    const signedIn: string[] = [];
    const queue = [...registered];
    const desk = deadline(plan.phaseSeconds);
    const now = new Date();
    await Promise.all(
      campus.guards.map(async (guard) => {
        for (let visit = queue.shift(); visit && performance.now() < desk; visit = queue.shift()) {
          const token = await signer.sign(visit.visitId, new Date(now.getTime() + 86_400_000), now);
          const check = await timedOperation<{ visitorPass: { id: string; status: string } }>(baseUrl, guard.cookie, VISITOR_DESK_PASS, { code: token });
          if (!check.data) {
            checkFailed++;
            fail('check', check.error, check.message);
            continue;
          }
          checkMs.push(check.ms);
          const input = { code: token, idType: 'AADHAAR', idLast4: String(1000 + (signedIn.length % 9000)) };
          const signIn = await timedOperation<{ signInVisitor: { id: string; status: string } }>(baseUrl, guard.cookie, VISITOR_DESK_SIGN_IN, { input });
          if (signIn.data?.signInVisitor.status === 'SIGNED_IN') {
            signInMs.push(signIn.ms);
            scanToInMs.push(check.ms + signIn.ms);
            signedIn.push(visit.visitId);
          } else {
            signInFailed++;
            fail('sign in', signIn.error, signIn.message);
          }
        }
      }),
    );

    // Later: every one signed out, by the same two guards.
    const signOutMs: number[] = [];
    let signOutFailed = 0;
    const leaving = [...signedIn];
    const out = deadline(plan.phaseSeconds);
    await Promise.all(
      campus.guards.map(async (guard) => {
        for (let id = leaving.shift(); id && performance.now() < out; id = leaving.shift()) {
          const answer = await timedOperation<{ signOutVisitor: { status: string } }>(baseUrl, guard.cookie, VISITOR_DESK_SIGN_OUT, { id });
          if (answer.data?.signOutVisitor.status === 'SIGNED_OUT') signOutMs.push(answer.ms);
          else {
            signOutFailed++;
            fail('sign out', answer.error, answer.message);
          }
        }
      }),
    );

    const ids = registered.map((r) => r.visitId);
    const { rows } = await db.query<{ signed_in: number; signed_out: number; audits: number }>(
      `select count(*) filter (where signed_in_at is not null)::int as signed_in, count(*) filter (where status = 'signed_out')::int as signed_out,
              (select count(*)::int from audit_events where action = 'visit.signed_in' and object_id = any(($1::uuid[])::text[])) as audits
         from visits where id = any($1::uuid[])`,
      [ids],
    );
    return {
      registered: { count: registerMs.length, failed: registerFailed, latencyMs: percentiles(registerMs) },
      check: { count: checkMs.length, failed: checkFailed, latencyMs: percentiles(checkMs) },
      signIn: { count: signInMs.length, failed: signInFailed, latencyMs: percentiles(signInMs) },
      scanToIn: percentiles(scanToInMs),
      signOut: { count: signOutMs.length, failed: signOutFailed, latencyMs: percentiles(signOutMs) },
      database: { signedIn: rows[0]!.signed_in, signedOut: rows[0]!.signed_out, auditSignIns: rows[0]!.audits },
      failures,
    };
  } finally {
    await db.end();
  }
}
