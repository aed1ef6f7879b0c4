import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';

// One hashing worker and two places in line: a burst of logins overflows it at once.
const app = useTestApp({ passwordHashing: { workers: 1, queue: 2 } });

const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id } }';
const BUSY = 'Many people are using DormSpace right now. Please try again in a moment.';

describe('a login storm', () => {
  it('sheds the logins the hashing line cannot hold with 503 and Retry-After, and serves the rest', async () => {
    const students: Awaited<ReturnType<typeof newStudent>>[] = [];
    for (let i = 0; i < 4; i++) students.push(await newStudent(app));
    const storm = await Promise.all(
      Array.from({ length: 40 }, (_, i) => app.client().rest('POST', '/user/login', { email: students[i % 4]!.form.email, password: students[i % 4]!.form.password })),
    );
    const ok = storm.filter((r) => r.status === 200);
    const shed = storm.filter((r) => r.status === 503);
    expect(ok.length + shed.length).toBe(40); // nothing else: no 500, no 429
    expect(ok.length).toBeGreaterThanOrEqual(3); // one hashing, two waiting
    expect(shed.length).toBeGreaterThan(0);
    for (const r of shed) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1); // a return slot at least a second away
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(r.body).toEqual({ message: BUSY, code: 'SERVICE_UNAVAILABLE' });
      expect(r.headers.get('set-cookie')).toBeNull();
    }

    // Over GraphQL the same refusal is a 503 too, with the time to wait in its extensions.
    const gql = await Promise.all(Array.from({ length: 20 }, (_, i) => app.client().gql(LOGIN, { email: students[i % 4]!.form.email, password: students[i % 4]!.form.password })));
    const gqlShed = gql.filter((r) => r.status === 503);
    expect(gqlShed.length).toBeGreaterThan(0);
    const wait = Number(gqlShed[0]!.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(gqlShed[0]!.body.errors?.[0]).toMatchObject({ message: BUSY, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: wait } });
    expect(gql.filter((r) => r.status !== 503).every((r) => r.status === 200 && r.body.data)).toBe(true);

    // Once the storm passes, everyone gets in, and the shedding shows in the metrics.
    for (const s of students) expect((await app.client().rest('POST', '/user/login', { email: s.form.email, password: s.form.password })).status).toBe(200);
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(Number(metrics.match(/^dormspace_password_hashes_shed_total (\d+)/m)?.[1])).toBe(shed.length + gqlShed.length);
    expect(metrics).toMatch(/^dormspace_password_hashes_waiting 0$/m);
    // A refusal for load is not the database away: no warning line per shed call.
    expect(app.logs.filter((l) => l.includes("database unavailable"))).toEqual([]);
  });

  it('still tells a wrong password from a busy line', async () => {
    const { form } = await newStudent(app);
    const wrong = await app.client().rest('POST', '/user/login', { email: form.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: 'Invalid email or password.' });
  });
});
