import { ApolloLink, InMemoryCache } from '@apollo/client';
import { parse, print } from 'graphql';
import { EMPTY, firstValueFrom, of } from 'rxjs';
import { SESSION_ME_TEXT } from '../../early-answers';
import { SESSION_ME } from '../../session/session.operations';
import { graphQLErrors, OperationError } from '../errors';
import type { TypedDocumentNode } from '../types';
import { earlyQuery } from '../early-query';
import { earlyAnswerLink, lazyLink, reconnectWatcher } from './links';
import { pageRuntime } from './runtime';

describe('re-reading after a reconnect', () => {
  it('re-reads once after a lost connection comes back', () => {
    const refetch = vi.fn();
    const watcher = reconnectWatcher(refetch);
    watcher.connected();
    expect(refetch).not.toHaveBeenCalled(); // the first connection
    watcher.closed({ code: 1006 }); // the server went away
    watcher.connected();
    watcher.connected();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('asks who is logged in when the session ended (4401), and re-reads everything after a change of scope (4205)', () => {
    const refetch = vi.fn();
    const sessionEnded = vi.fn();
    const watcher = reconnectWatcher(refetch, sessionEnded);
    watcher.connected();
    watcher.closed({ code: 4401 });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    watcher.connected(); // a later socket (a new login): nothing was missed on the ended one
    expect(refetch).not.toHaveBeenCalled();
    watcher.closed({ code: 4205 });
    watcher.connected();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('does not re-read when the socket only closed because no screen needed it', () => {
    // Re-reading here once made a loop: the refetch put the session guard back into loading,
    // which unmounted the screens, which closed the socket, which reopened it…
    const refetch = vi.fn();
    const watcher = reconnectWatcher(refetch);
    watcher.connected();
    watcher.closed({ code: 1000 });
    watcher.connected();
    expect(refetch).not.toHaveBeenCalled();
  });
});

describe('a link made on its first request (the WebSocket link)', () => {
  const operation = {} as ApolloLink.Operation;
  const forward = () => EMPTY;
  const answer = (link: ApolloLink) => firstValueFrom(link.request(operation, forward));

  it('is made once, when first asked, and answers every request through the link it made', async () => {
    const create = vi.fn(async () => new ApolloLink(() => of({ data: { ok: true } })));
    const link = lazyLink(create);
    expect(create).not.toHaveBeenCalled();
    await expect(Promise.all([answer(link), answer(link)])).resolves.toEqual([{ data: { ok: true } }, { data: { ok: true } }]);
    await answer(link);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('passes a failure to make it on, and tries again on the next request', async () => {
    const create = vi
      .fn<() => Promise<ApolloLink>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue(new ApolloLink(() => of({ data: { ok: true } })));
    const link = lazyLink(create);
    await expect(answer(link)).rejects.toThrow('chunk failed to load');
    await expect(answer(link)).resolves.toEqual({ data: { ok: true } });
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('never starts a request that was given up before the link was made', async () => {
    const request = vi.fn(() => of({ data: { ok: true } }));
    let made!: (link: ApolloLink) => void;
    const link = lazyLink(() => new Promise((resolve) => (made = resolve)));
    link.request(operation, forward).subscribe().unsubscribe();
    made(new ApolloLink(request));
    await answer(link);
    expect(request).toHaveBeenCalledTimes(1); // the second request only
  });
});

describe('the session asked for before the client exists', () => {
  const operation = (operationName: string) => ({ operationName }) as ApolloLink.Operation;
  const network = { data: { me: null } };
  const forward = vi.fn(() => of(network));
  beforeEach(() => forward.mockClear());

  it('is the query Apollo Client would send, so its answer fills the same cache entries', () => {
    expect(print(new InMemoryCache().transformDocument(SESSION_ME))).toBe(SESSION_ME_TEXT);
  });

  it('answers its operation once, from the early answer; later asks go to the network', async () => {
    const early = { data: { me: { __typename: 'User', id: 'u1', name: 'Priya', email: 'priya@x', role: 'STUDENT' } } };
    let answer: Promise<unknown> | undefined = Promise.resolve(early);
    const link = earlyAnswerLink((name) => {
      const taken = name === 'SessionMe' ? answer : undefined;
      answer = undefined;
      return taken;
    });
    await expect(firstValueFrom(link.request(operation('SessionMe'), forward))).resolves.toEqual(early);
    expect(forward).not.toHaveBeenCalled();
    await expect(firstValueFrom(link.request(operation('SessionMe'), forward))).resolves.toEqual(network);
    await expect(firstValueFrom(link.request(operation('Other'), forward))).resolves.toEqual(network);
    expect(forward).toHaveBeenCalledTimes(2);
  });

  it('goes to the network when the early ask failed', async () => {
    const link = earlyAnswerLink(() => Promise.resolve(undefined));
    await expect(firstValueFrom(link.request(operation('SessionMe'), forward))).resolves.toEqual(network);
    expect(forward).toHaveBeenCalledTimes(1);
  });
});

describe("the page's client over HTTP", () => {
  const COUNT = parse('query RoomCount($hostel: String!) { roomCount(hostel: $hostel) }') as TypedDocumentNode<{ roomCount: number }, { hostel: string }>;
  const answering = (status: number, body: unknown) =>
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks by POST with a JSON body on its own origin, cookies included: the CSRF rule and the grid lane want it', async () => {
    const fetched = answering(200, { data: { roomCount: 36 } });
    vi.stubGlobal('fetch', fetched);
    const { apollo } = pageRuntime();
    await expect(apollo.query({ query: COUNT, variables: { hostel: 'GH-1' } })).resolves.toMatchObject({ data: { roomCount: 36 } });
    const [url, init] = fetched.mock.calls[0]!;
    expect(String(url)).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'RoomCount', variables: { hostel: 'GH-1' } });
  });

  it('sends a query as a manifest\'s early query names it, so an early answer fills the same cache entries', async () => {
    const ROOMS = parse('query Rooms($hostel: String!) { rooms(hostel: $hostel) { id number } }') as TypedDocumentNode<{ rooms: { id: string; number: string }[] }, { hostel: string }>;
    const fetched = answering(200, { data: { rooms: [{ __typename: 'Room', id: 'r1', number: '101' }] } });
    vi.stubGlobal('fetch', fetched);
    await pageRuntime().apollo.query({ query: ROOMS, variables: { hostel: 'GH-1' } });
    const sent = JSON.parse(String(fetched.mock.calls[0]![1]?.body)) as { operationName: string; query: string };
    expect(earlyQuery(ROOMS, { hostel: { fromPath: 'rest' } })).toEqual({ operationName: sent.operationName, query: sent.query, variables: { hostel: { fromPath: 'rest' } } });
    expect(sent.query).toContain('__typename');
  });

  it("turns the server's refusal and a lost network into an OperationError with their words, no prefix", async () => {
    vi.stubGlobal('fetch', answering(400, { errors: [{ message: 'Room 104 is full.', extensions: { code: 'ROOM_FULL' } }, { message: 'And another.' }] }));
    const { apollo, operationErrorOf } = pageRuntime();
    const refused = await apollo.query({ query: COUNT, variables: { hostel: 'GH-1' } }).catch((error: unknown) => operationErrorOf(error));
    expect(refused).toBeInstanceOf(OperationError);
    expect((refused as OperationError).message).toBe('Room 104 is full.\nAnd another.');
    expect(graphQLErrors(refused)[0]?.extensions?.code).toBe('ROOM_FULL');
    expect(operationErrorOf(refused)).toBe(refused);

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const lost = await pageRuntime().apollo.query({ query: COUNT, variables: { hostel: 'GH-1' } }).catch((error: unknown) => operationErrorOf(error));
    expect((lost as OperationError).message).toBe('Failed to fetch');
    expect(graphQLErrors(lost)).toEqual([]);
    expect(graphQLErrors(new Error('Failed to fetch'))).toEqual([]);
  });
});
