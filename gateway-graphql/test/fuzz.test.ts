import fc from 'fast-check';
import { isObjectType, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../src/graphql/schema.js';
import { newStudent, useTestApp, type TestApp } from './app.js';
import type { Client, Reply } from './client.js';

// Fuzzing every REST path and every GraphQL operation with generated input, seeded and
// reproducible (FUZZ_SEED=n to try another seed, FUZZ_RUNS=n for more runs). Budgets are raised so
// that the limits do not hide what the handlers would do.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const wide = { points: 1_000_000, seconds: 60, blockSeconds: 1 };
const app = useTestApp({
  limits: {
    requestsPerSession: wide,
    requestsPerAddress: wide,
    signupPerAddress: wide,
    loginPerAddress: wide,
    loginPerAccount: wide,
    resetCodePerAccount: wide,
    resetCodePerAddress: wide,
    codeCheckPerAccount: wide,
    codeCheckPerAddress: wide,
  },
});

/** Values of every awkward kind: wrong types, huge and strange strings, nulls, nesting. */
const awkward: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>', '\u0000', '\uD800', 'BH-1', 'GH-1', 'Approved', '00000000-0000-4000-8000-000000000000'),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

/** Field names the handlers read, so generated bodies reach past "missing field". */
const FIELDS = ['email', 'password', 'name', 'gender', 'enrollmentId', 'dob', 'phoneNumber', 'address', 'role', 'verifyOtp', 'newPassword', 'hostel', 'roomNumber', '_id', 'studentId', 'roommateName', 'roomieRollNumber', 'where', 'dateOfArrival', 'outTime', 'reason', 'responsibility', 'roll_no', 'description', 'status', 'roll_number', 'update'];
/** A value that would pass for the field, so the other fields' oddities reach deeper code. */
const PLAUSIBLE: Record<string, unknown[]> = {
  email: ['someone@dormspace.test', 'admin@dormspace.local'],
  password: ['student-password-1'],
  newPassword: ['new-password-123'],
  verifyOtp: ['123456'],
  name: ['Asha Verma'],
  gender: ['Male', 'Female'],
  enrollmentId: ['ENR1'],
  hostel: ['GH-1', 'BH-1', 'BH-5'],
  roomNumber: [1, 101, '101'],
  status: ['Approved', 'Rejected'],
  update: ['Approved', 'Rejected'],
  dateOfArrival: ['2027-01-05'],
  outTime: ['10:00'],
  responsibility: ['Self', 'Parents'],
};
/**
 * A value that would pass but for one character PostgreSQL cannot store (a NUL) or that is not
 * Unicode (a lone surrogate), somewhere inside it: the bare '\u0000' is refused for other
 * reasons (too short, not an email) long before it reaches the database, so alone it never
 * found issue 39's 500s and false outages.
 */
const poisoned = (values: unknown[]) =>
  fc
    .tuple(fc.constantFrom(...values.map(String)), fc.constantFrom('\u0000', '\uD800', '\uDFFF'), fc.nat())
    .map(([value, bad, at]) => value.slice(0, at % (value.length + 1)) + bad + value.slice(at % (value.length + 1)));
const valueFor = (field: string) =>
  PLAUSIBLE[field]
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE[field]) }, { weight: 1, arbitrary: poisoned(PLAUSIBLE[field]) }, { weight: 1, arbitrary: awkward })
    : awkward;
const shaped = fc
  .uniqueArray(fc.constantFrom(...FIELDS), { maxLength: 8 })
  .chain((keys) => fc.record(Object.fromEntries(keys.map((k) => [k, valueFor(k)]))));
const body = fc.oneof(
  { weight: 1, arbitrary: awkward },
  { weight: 4, arbitrary: shaped },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor', 'extra'), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 12 }) },
);
const pathPart = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('00000000-0000-4000-8000-000000000000', 'x', '%00', '..', 'ENR1', 'DE%00', 'ENR1%00', '%ED%A0%80'));

const REST: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/activity/recent-activities'],
  ['POST', '/user/login'],
  ['POST', '/user/logout'],
  ['POST', '/user/send-code'],
  ['POST', '/user/verify-code'],
  ['POST', '/bookroom/room'],
  ['POST', '/bookroom/req'],
  ['GET', '/roomrequests/fetch'],
  ['GET', '/roomrequests/requestdetails/:id'],
  ['POST', '/roomrequests/update/:id'],
  ['GET', '/gethostel/hostel'],
  ['POST', '/user/apply'],
  ['GET', '/outpasses/fetch/:id'],
  ['GET', '/pending/fetchoutpass'],
  ['POST', '/update/status'],
  ['GET', '/room'],
  ['POST', '/user/signup'],
  ['GET', '/user/student/:id'],
  ['GET', '/getuser/student/:id'],
  ['GET', '/getnumber/students'],
];

const TABLES = ['users', 'sessions', 'room_occupancies', 'room_requests', 'outpasses', 'activities', 'password_reset_codes'];
async function counts(app: TestApp): Promise<string> {
  const rows = await app.gateway.orm.em.fork().execute<{ n: string }[]>(TABLES.map((t) => `select count(*) as n from ${t}`).join(' union all '));
  return rows.map((r) => r.n).join(',');
}

/** What no answer may ever show: a 5xx, a stack, SQL, the ORM, a file path, a masked internal error. */
function expectClean(reply: Reply<unknown>, what: string): void {
  expect(reply.status, `${what}: ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  expect(reply.text, what).not.toMatch(/\bat [\w.<>]+ \(|node_modules|"stack"|\bSELECT\b|\bINSERT\b|relation "|MikroORM|TypeError|ReferenceError|INTERNAL_SERVER_ERROR/);
}

describe('fuzzing every REST path', () => {
  it.each(REST)('%s %s: 0 5xx, no internals, nothing written when refused', async (method, pattern) => {
    const { client } = await newStudent(app);
    const admin = await app.admin();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Client | null>(client, admin, null), body, pathPart, fc.string({ maxLength: 30 }), async (who, payload, part, query) => {
        const path = pattern.replace(':id', encodeURIComponent(part)) + (method === 'GET' && query ? `?hostel=${encodeURIComponent(query)}` : '');
        const before = await counts(app);
        const caller = who ?? app.client();
        const reply = await caller.rest(method, path, method === 'POST' ? payload : undefined);
        expectClean(reply, `${method} ${path}`);
        if (reply.status >= 400 && pattern !== '/user/logout') expect(await counts(app), `${method} ${path} wrote though refused`).toBe(before);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('keeps its answers for malformed JSON and wrong content types', async () => {
    for (const [headers, raw] of [
      [{ 'content-type': 'application/json' }, '{"email": '],
      [{ 'content-type': 'application/json' }, '\u0000\u0001'],
      [{ 'content-type': 'text/plain' }, 'email=a@b.c'],
      [{ 'content-type': 'application/json; charset=latin1' }, '{}'],
    ] as const) {
      const response = await fetch(`${app.url}/api/user/login`, { method: 'POST', headers, body: raw });
      const text = await response.text();
      expectClean({ status: response.status, text, body: {}, headers: response.headers }, `login with ${raw}`);
    }
  });
});

describe('fuzzing every GraphQL operation', () => {
  it('every query and mutation field: 0 5xx, no internals, nothing written when refused', async () => {
    const schema = await buildGatewaySchema();
    const roots = [schema.getQueryType()!, schema.getMutationType()!];
    const { client } = await newStudent(app);
    const admin = await app.admin();
    const operations = roots.flatMap((root) =>
      Object.values(root.getFields()).map((field: GraphQLField<unknown, unknown>) => {
        const kind = root === schema.getMutationType() ? 'mutation' : 'query';
        const variables = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
        const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
        const returned = field.type.toString().replace(/[[\]!]/g, '');
        const selection = isObjectType(schema.getType(returned)) ? ' { __typename }' : '';
        return { name: field.name, args: field.args.map((a) => a.name), document: `${kind}${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }` };
      }),
    );
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Client | null>(client, admin, null),
          fc.record(Object.fromEntries(operation.args.map((a) => [a, awkward])), { requiredKeys: [] }),
          fc.dictionary(fc.string({ maxLength: 8 }), awkward, { maxKeys: 2 }),
          async (who, variables, extra) => {
            const before = await counts(app);
            const reply = await (who ?? app.client()).gql(operation.document, { ...extra, ...variables });
            expectClean(reply, `${operation.name} ${JSON.stringify(variables).slice(0, 200)}`);
            const refused = reply.body.errors !== undefined && (reply.body.data === undefined || reply.body.data === null || Object.values(reply.body.data).every((v) => v === null));
            if (refused && operation.name !== 'logout') expect(await counts(app), `${operation.name} wrote though refused`).toBe(before);
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
    }
  }, 300_000);
});
