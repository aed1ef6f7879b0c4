import { Agent, request } from 'node:http';

const STUDENTS = 40;
const PASSWORD = 'rush-password-1';

/** One POST; the status and how long it took. Never retried: the spec's older client shows a 503 as a failure. */
function post(agent: Agent, baseUrl: string, path: string, body: object): Promise<{ status: number; ms: number }> {
  const { port } = new URL(baseUrl);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

/**
 * 40 students press Sign up at the same moment, and each logs in as soon as the account exists:
 * 80 password hashes at once, through the REST paths the spec's older client calls. Every call
 * should succeed; `runs` rushes, each with new students.
 */
export async function signupRush(baseUrl: string, runs = 5) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const statuses: Record<string, number> = {};
  const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
  let longestMs = 0;
  for (let run = 0; run < runs; run++) {
    await Promise.all(
      Array.from({ length: STUDENTS }, async (_, i) => {
        const n = `${Date.now()}${run}${i}`;
        const email = `rush${n}@dormspace.test`;
        const started = performance.now();
        const signup = await post(agent, baseUrl, '/api/user/signup', {
          name: `Rush Student ${n}`,
          email,
          password: PASSWORD,
          gender: 'Female',
          enrollmentId: `RU${n}`,
        });
        count(signup.status);
        if (signup.status !== 201) return;
        const login = await post(agent, baseUrl, '/api/user/login', { email, password: PASSWORD });
        count(login.status);
        if (login.status === 200) longestMs = Math.max(longestMs, performance.now() - started);
      }),
    );
  }
  agent.destroy();
  const calls = Object.values(statuses).reduce((a, b) => a + b, 0);
  const succeeded = (statuses[201] ?? 0) + (statuses[200] ?? 0);
  return { rushes: runs, studentsPerRush: STUDENTS, calls, succeeded, statuses, longestSignupAndLoginMs: Math.round(longestMs) };
}
