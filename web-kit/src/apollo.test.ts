import { ApolloLink, InMemoryCache } from '@apollo/client';
import { print } from 'graphql';
import { EMPTY, firstValueFrom, of } from 'rxjs';
import { earlyAnswerLink, lazyLink, reconnectWatcher } from './apollo';
import { SESSION_ME_TEXT } from './session/early-session';
import { SESSION_ME } from './session/session.operations';

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

describe('the early session answer', () => {
  const operation = (operationName: string) => ({ operationName }) as ApolloLink.Operation;
  const network = { data: { me: null } };
  const forward = vi.fn(() => of(network));
  beforeEach(() => forward.mockClear());

  it('is the query Apollo Client would send', () => {
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
