import { fileURLToPath } from 'node:url';
import { loadDocuments } from '@graphql-tools/load';
import { CodeFileLoader } from '@graphql-tools/code-file-loader';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../test/app.js';
import { apolloArmor, checkDocument, INTROSPECTION_DEPTH, MAX_OPERATIONS_PER_SOCKET, QUERY_LIMITS, useSocketRules } from './armor.js';

const app = useTestApp();
const production = useTestApp({ production: true });

const aliases = (n: number) => `query { ${Array.from({ length: n }, (_, i) => `a${i}: hostels { name }`).join(' ')} }`;

describe('GraphQL limits over HTTP', () => {
  it('refuses a 1,000-alias query from a student before it runs, in a short answer', async () => {
    const { client } = await newStudent(app);
    const reply = await client.gql(aliases(1000));
    expect(reply.status).toBe(400);
    expect(reply.body.data).toBeUndefined();
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(reply.text.length).toBeLessThan(2_000);
    expect(reply.text).toMatch(/token/i); // refused while parsing, before any rule ran
    const hundred = await client.gql(aliases(100));
    expect(hundred.status).toBe(400);
    expect(hundred.body.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
    // A handful of aliases is fine.
    expect((await client.gql(aliases(3))).body.data).toBeDefined();
  });

  it('refuses documents too deep, too long, with too many directives, or too costly', async () => {
    const { client } = await newStudent(app);
    const tooMany = {
      // The schema has no cycles (nothing deeper than 3 is valid): the limit guards its future.
      depth: `query { ${'a { '.repeat(QUERY_LIMITS.depth + 1)} b ${'} '.repeat(QUERY_LIMITS.depth + 1)} }`,
      tokens: `query { hostels { ${'name '.repeat(QUERY_LIMITS.tokens)} } }`,
      cost: `query { ${'a { '.repeat(8)} ${'b '.repeat(200)} ${'} '.repeat(8)} }`,
      directives: `query { hostels { name ${'@include(if: true) '.repeat(QUERY_LIMITS.directives + 1)} } }`,
    };
    for (const [what, query] of Object.entries(tooMany)) {
      const reply = await client.gql(query);
      expect(reply.status, what).toBe(400);
      expect(reply.body.data, what).toBeUndefined();
      expect(reply.text, what).toMatch(new RegExp(what.replace(/s$/, ''), 'i'));
    }
  });

  it('does not suggest field names, and hides the schema in production', async () => {
    const { client } = await newStudent(app);
    const typo = await client.gql('query { hostelz { name } }');
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);

    const introspection = await production.client().gql('query { __schema { types { name } } }');
    expect(introspection.body.data).toBeUndefined();
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('counts introspection fields in the depth: 10 for every document in production, 25 for tooling outside it', async () => {
    const throughOfType = (depth: number) => `query { __schema { types { ${'ofType { '.repeat(depth - 3)} name ${'} '.repeat(depth - 3)} } } }`;
    // Production's rules, as Apollo and the sockets apply them: 12 deep through ofType used to pass.
    const schema = buildSchema('type Query { a: Int }');
    const rules = [...specifiedRules, ...apolloArmor({ production: true }).validationRules];
    expect(validate(schema, parse(throughOfType(10)), rules)).toEqual([]);
    expect(validate(schema, parse(throughOfType(12)), rules).map((e) => e.message)).toEqual(['Syntax Error: Query depth limit of 10 exceeded, found 12.']);
    // Outside production, where introspection is on: graphql-js's own introspection query (21 deep,
    // what Apollo Sandbox and GraphiQL send) is answered; deeper is refused, and so is any other
    // document deeper than 10.
    const { client } = await newStudent(app);
    const full = await client.gql(getIntrospectionQuery({ inputValueDeprecation: true, specifiedByUrl: true, directiveIsRepeatable: true }));
    expect(full.status).toBe(200);
    expect((full.body.data as { __schema: { types: unknown[] } }).__schema.types.length).toBeGreaterThan(50);
    const deep = await client.gql(throughOfType(INTROSPECTION_DEPTH + 1));
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0]?.message).toBe(`Syntax Error: Query depth limit of ${INTROSPECTION_DEPTH} exceeded, found ${INTROSPECTION_DEPTH + 1}.`);
    const mixed = await client.gql(`query { hostels { name } ${throughOfType(12).slice('query { '.length, -2)} }`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors?.[0]?.message).toBe('Syntax Error: Query depth limit of 10 exceeded, found 12.');
  });

  it('serves no landing page in production (it named Apollo and its version)', async () => {
    const page = (url: string) => fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    const answer = await page(production.url);
    const text = await answer.text();
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).not.toMatch(/html/);
    expect(text).not.toMatch(/@apollo\/server|sandbox|embeddable|<html/i);
    // Outside production the Sandbox stays, for the team.
    expect((await page(app.url)).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('refuses batched requests', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ hostels { name } }' }, { query: '{ hostels { name } }' }]),
    });
    expect(response.status).toBe(400);
  });
});

describe('GraphQL limits over WebSocket', () => {
  function socketClient(cookie?: string, url = app.url) {
    class CookieSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: cookie ? { cookie } : {} });
      }
    }
    return createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: true });
  }
  const run = (client: ReturnType<typeof socketClient>, query: string) =>
    new Promise<{ data?: unknown; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }>((resolve) => {
      client.subscribe({ query }, { next: (result) => resolve(result), error: (errors) => resolve({ errors: errors as { message: string }[] }), complete: () => undefined });
    });

  it('applies the same document limits to operations on the socket', async () => {
    const { client: student } = await newStudent(app);
    const client = socketClient(student.cookie);
    try {
      const refused = await run(client, aliases(100));
      expect(refused.data).toBeUndefined();
      expect(JSON.stringify(refused.errors)).toMatch(/Aliases limit/);
      expect(JSON.stringify((await run(client, aliases(1000))).errors)).toMatch(/tokens/);
      expect(await run(client, 'query { hostels { name } }')).toMatchObject({ data: { hostels: expect.any(Array) } });
    } finally {
      await client.dispose();
    }
  });

  it(`caps the operations one socket runs at once at ${MAX_OPERATIONS_PER_SOCKET}`, async () => {
    const { client: student } = await newStudent(app);
    const client = socketClient(student.cookie);
    const refusals: unknown[] = [];
    const stops: (() => void)[] = [];
    try {
      for (let i = 0; i < MAX_OPERATIONS_PER_SOCKET + 3; i++) {
        stops.push(
          client.subscribe(
            { query: 'subscription { roomAvailability(hostel: "BH-1") { id } }' },
            { next: (result) => void (result.errors && refusals.push(result.errors)), error: (e) => void refusals.push(e), complete: () => undefined },
          ),
        );
      }
      await expect.poll(() => refusals.length, { timeout: 5000 }).toBe(3);
      expect(JSON.stringify(refusals[0])).toMatch(/Too many operations/);
    } finally {
      for (const stop of stops) stop();
      await client.dispose();
    }
  });

  it('hides the schema in production over the socket too, with or without a session', async () => {
    const productionSocket = (cookie?: string) => socketClient(cookie, production.url);
    const { client: student } = await newStudent(production);
    for (const cookie of [undefined, student.cookie]) {
      const client = productionSocket(cookie);
      try {
        for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }', '{ hostels { name } t: __type(name: "Hostel") { name } }']) {
          const refused = await run(client, query);
          expect(refused.data, query).toBeUndefined();
          expect(JSON.stringify(refused.errors), query).toMatch(/introspection has been disabled/);
        }
        expect(await run(client, '{ __typename }')).toMatchObject({ data: { __typename: 'Query' } });
      } finally {
        await client.dispose();
      }
    }
    // Outside production the socket answers it, as HTTP does: one setting for both.
    const development = socketClient();
    try {
      expect(((await run(development, '{ __schema { types { name } } }')).data as { __schema: { types: unknown[] } }).__schema.types.length).toBeGreaterThan(50);
    } finally {
      await development.dispose();
    }
  });

  it('checks a schema no gateway has named as production does (refusing, never exposing)', () => {
    const stray = buildSchema('type Query { a: Int }');
    const refused = checkDocument(stray, '{ __schema { types { name } } }');
    expect(Array.isArray(refused) && refused.map((e) => e.message)).toContain('GraphQL introspection has been disabled, but the requested query contained the field "__schema".');
    useSocketRules(stray, { production: false });
    expect(Array.isArray(checkDocument(stray, '{ __schema { types { name } } }'))).toBe(false);
  });

  it('closes a socket that never sends connection_init (4408)', async () => {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = await new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    expect(closed).toBe(4408);
  });
});

describe('the web apps\' own operations', () => {
  it('all fit the limits with room to spare', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const schema = buildSchema(await readFile(`${root}schema/schema.graphql`, 'utf8'));
    const sources = await loadDocuments(
      ['web-kit', 'shell', 'mf-student', 'mf-rooms', 'mf-admin'].map((a) => `${root}${a}/src/**/*.{ts,tsx}`),
      { loaders: [new CodeFileLoader({ pluckConfig: { skipIndent: true } })], ignore: [`${root}*/src/gql/**`, `${root}*/src/**/*.test.{ts,tsx}`] },
    );
    expect(sources.length).toBeGreaterThan(30);
    const rules = [...specifiedRules, ...apolloArmor({ production: true }).validationRules];
    // Every fragment beside the operations that spread it, as the apps send them.
    const fragments = sources.map((s) => s.rawSDL ?? '').filter((text) => text.trim().startsWith('fragment')).join('\n');
    for (const source of sources) {
      const text = source.rawSDL ?? '';
      if (text.trim().startsWith('fragment')) continue;
      const used = fragments.length > 0 ? `${text}\n${fragments}` : text;
      const document = parse(used, { maxTokens: QUERY_LIMITS.tokens / 2 });
      const errors = validate(schema, document, rules).filter((e) => !/Fragment ".+" is never used/.test(e.message));
      expect(errors.map((e) => e.message), source.location).toEqual([]);
    }
  });
});
