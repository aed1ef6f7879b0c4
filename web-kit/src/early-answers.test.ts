import { afterFirstScreen, askEarly, firstScreenShown, forgetEarlyAnswers, onEarlyAnswer, peekEarlyAnswer, primeEarlyAnswer, requestPageQueriesEarly, requestSessionEarly, takeEarlyAnswer } from './early-answers';
import { EARLY_BLOCK_ID } from './remote-manifest';

/** A fetch answering each POST with `answer(body)`, and what it was asked. */
function stubFetch(answer: (body: { operationName: string; variables: Record<string, unknown> }) => { status: number; json: unknown }) {
  const asked: { operationName: string; variables: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, unknown> };
      asked.push(body);
      const { status, json } = answer(body);
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const rooms = { __typename: 'Room', id: 'r1', number: '101' };
const request = (hostel: string) => ({ operationName: 'RoomGridRooms', query: 'query RoomGridRooms($hostel: String!) { rooms(hostel: $hostel) { id number __typename } }', variables: { hostel } });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  forgetEarlyAnswers();
  vi.unstubAllGlobals();
  document.getElementById(EARLY_BLOCK_ID)?.remove();
});

describe('a query asked before any library has arrived', () => {
  it('is asked once by POST, and known by its name and variables in any order', async () => {
    const asked = stubFetch(() => ({ status: 200, json: { data: { rooms: [rooms] } } }));
    askEarly({ ...request('GH-1'), variables: { hostel: 'GH-1', floor: 1 } });
    askEarly({ ...request('GH-1'), variables: { floor: 1, hostel: 'GH-1' } });
    expect(asked).toHaveLength(1);
    expect(peekEarlyAnswer('RoomGridRooms', { floor: 1, hostel: 'GH-1' })).toEqual({ state: 'pending' });
    await settled();
    expect(peekEarlyAnswer('RoomGridRooms', { hostel: 'GH-1', floor: 1 })).toEqual({ state: 'answered', data: { rooms: [rooms] } });
    expect(peekEarlyAnswer('RoomGridRooms', { hostel: 'GH-2', floor: 1 })).toEqual({ state: 'none' });
  });

  it('is handed over once: to the cache, or else to the network part of its first ask', async () => {
    stubFetch(() => ({ status: 200, json: { data: { rooms: [rooms] } } }));
    askEarly(request('GH-1'));
    askEarly(request('GH-2'));
    expect(primeEarlyAnswer('RoomGridRooms', { hostel: 'GH-1' })).toBeUndefined(); // not come yet: nothing to write
    await settled();
    expect(primeEarlyAnswer('RoomGridRooms', { hostel: 'GH-1' })).toEqual({ rooms: [rooms] });
    expect(primeEarlyAnswer('RoomGridRooms', { hostel: 'GH-1' })).toBeUndefined();
    // In the cache: a later ask of the network (a refetch after a booking) must reach it.
    expect(takeEarlyAnswer('RoomGridRooms', { hostel: 'GH-1' })).toBeUndefined();
    await expect(takeEarlyAnswer('RoomGridRooms', { hostel: 'GH-2' })).resolves.toEqual({ data: { rooms: [rooms] } });
    expect(takeEarlyAnswer('RoomGridRooms', { hostel: 'GH-2' })).toBeUndefined();
    expect(primeEarlyAnswer('RoomGridRooms', { hostel: 'GH-2' })).toBeUndefined();
  });

  it('stands in for the network only while fresh: a query first asked later gets the network', async () => {
    stubFetch(() => ({ status: 200, json: { data: { rooms: [rooms] } } }));
    askEarly(request('GH-1'));
    await settled();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 11_000);
    expect(takeEarlyAnswer('RoomGridRooms', { hostel: 'GH-1' })).toBeUndefined();
    // What a screen showed from it, the cache still takes when the client arrives.
    expect(primeEarlyAnswer('RoomGridRooms', { hostel: 'GH-1' })).toEqual({ rooms: [rooms] });
    clock.mockRestore();
  });

  it("keeps a refusal from the screens' first render and the cache: the client asks again, and shows the server's words", async () => {
    stubFetch(({ variables }) =>
      variables.hostel === 'BH-1' ? { status: 200, json: { data: null, errors: [{ message: 'BH-1 is not one of your hostels.' }] } } : { status: 503, json: { errors: [{ message: 'Busy' }] } },
    );
    askEarly(request('BH-1'));
    askEarly(request('GH-1'));
    await settled();
    expect(peekEarlyAnswer('RoomGridRooms', { hostel: 'BH-1' })).toEqual({ state: 'failed' });
    expect(primeEarlyAnswer('RoomGridRooms', { hostel: 'BH-1' })).toBeUndefined();
    // The refusal is still the network's answer to the client's own ask (its errors reach the screen).
    await expect(takeEarlyAnswer('RoomGridRooms', { hostel: 'BH-1' })).resolves.toMatchObject({ errors: [{ message: 'BH-1 is not one of your hostels.' }] });
    // A failed request is no answer at all: the client asks the network itself.
    expect(peekEarlyAnswer('RoomGridRooms', { hostel: 'GH-1' })).toEqual({ state: 'failed' });
    await expect(takeEarlyAnswer('RoomGridRooms', { hostel: 'GH-1' })).resolves.toBeUndefined();
  });

  it('tells who listens when an answer comes', async () => {
    stubFetch(() => ({ status: 200, json: { data: { rooms: [] } } }));
    const heard = vi.fn();
    const stop = onEarlyAnswer(heard);
    askEarly(request('GH-1'));
    await settled();
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    askEarly(request('GH-2'));
    await settled();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("asks what the page's HTML names, and nothing for a block that is not a list of queries", async () => {
    const asked = stubFetch(() => ({ status: 200, json: { data: { rooms: [] } } }));
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = EARLY_BLOCK_ID;
    block.textContent = JSON.stringify([request('GH-3'), { operationName: 'Broken' }]);
    document.head.append(block);
    requestPageQueriesEarly();
    expect(asked.map((body) => [body.operationName, body.variables])).toEqual([['RoomGridRooms', { hostel: 'GH-3' }]]);
    block.textContent = '{not json';
    expect(() => requestPageQueriesEarly()).not.toThrow();
  });
});

describe('when the page may fetch its client', () => {
  it("waits only for the session where the route asked nothing early: that screen's data needs the client", async () => {
    stubFetch(() => ({ status: 200, json: { data: { me: null } } }));
    requestSessionEarly();
    const ready = vi.fn();
    void afterFirstScreen().then(ready);
    await vi.waitFor(() => expect(ready).toHaveBeenCalled());
  });

  it('waits for the first screen where the page said that screen reads nothing (the dashboard)', async () => {
    stubFetch(() => ({ status: 200, json: { data: { me: null } } }));
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = EARLY_BLOCK_ID;
    block.textContent = '[]';
    document.head.append(block);
    requestSessionEarly();
    requestPageQueriesEarly();
    const ready = vi.fn();
    void afterFirstScreen().then(ready);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ready).not.toHaveBeenCalled();
    firstScreenShown();
    await vi.waitFor(() => expect(ready).toHaveBeenCalled());
  });

  it('waits for the early answers and the first screen, then an idle moment', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    askEarly(request('GH-1'));
    const ready = vi.fn();
    void afterFirstScreen().then(ready);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ready).not.toHaveBeenCalled();
    answer(new Response(JSON.stringify({ data: { rooms: [] } })));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ready).not.toHaveBeenCalled(); // the screen those answers fill is not shown yet
    firstScreenShown();
    await vi.waitFor(() => expect(ready).toHaveBeenCalled());
  });
});
