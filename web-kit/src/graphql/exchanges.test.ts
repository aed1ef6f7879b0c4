import { Client, formatDocument, makeResult, stringifyDocument, type Exchange, type Operation } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { filter, fromValue, map, mergeMap, pipe } from 'wonka';
import { SESSION_ME_TEXT } from '../session/early-session';
import { SESSION_ME } from '../session/session.operations';
import { graphQLErrors, OperationError } from './errors';
import { earlyAnswerExchange, reconnectWatcher } from './exchanges';

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

describe('the session asked for before the client exists', () => {
  const me = { __typename: 'User', id: 's1', name: 'Priya', email: 'priya@x.test', role: 'STUDENT' };
  /** A client whose network answers every query with `me` and counts what it was asked. */
  function clientWith(take: (name: string | undefined) => Promise<unknown> | undefined) {
    const asked: Operation[] = [];
    const network: Exchange = () => (operations$) =>
      pipe(
        operations$,
        filter((operation) => operation.kind !== 'teardown'),
        mergeMap((operation) => {
          asked.push(operation);
          return pipe(fromValue(operation), map((op) => makeResult(op, { data: { me: { ...me, name: 'From the network' } } })));
        }),
      );
    const client = new Client({ url: '/graphql', exchanges: [cacheExchange(), earlyAnswerExchange(take), network] });
    return { client, asked };
  }

  it('is sent as the client would send it, so its answer fills the same cache entries', () => {
    expect(stringifyDocument(formatDocument(SESSION_ME))).toBe(SESSION_ME_TEXT);
  });

  it('answers the first session query from the early answer, once; the next asks the network', async () => {
    let early: Promise<unknown> | undefined = Promise.resolve({ data: { me } });
    const take = vi.fn((name: string | undefined) => {
      if (name !== 'SessionMe') return undefined;
      const answer = early;
      early = undefined;
      return answer;
    });
    const { client, asked } = clientWith(take);
    const first = await client.query(SESSION_ME, {}).toPromise();
    expect(first.data?.me?.name).toBe('Priya');
    expect(asked).toHaveLength(0);
    const again = await client.query(SESSION_ME, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(again.data?.me?.name).toBe('From the network');
    expect(asked).toHaveLength(1);
  });

  it('asks the network itself when the early ask failed', async () => {
    const { client, asked } = clientWith((name) => (name === 'SessionMe' ? Promise.resolve(undefined) : undefined));
    const answer = await client.query(SESSION_ME, {}).toPromise();
    expect(answer.data?.me?.name).toBe('From the network');
    expect(asked).toHaveLength(1);
  });
});

describe('a failed operation', () => {
  it("says the server's words, without the client's prefixes, and keeps the errors", () => {
    const error = new OperationError([{ message: 'Room 104 is full.', extensions: { code: 'ROOM_FULL' } }, { message: 'And another.' }]);
    expect(error.message).toBe('Room 104 is full.\nAnd another.');
    expect(graphQLErrors(error)[0]?.extensions?.code).toBe('ROOM_FULL');
    expect(graphQLErrors(new Error('Failed to fetch'))).toEqual([]);
    expect(new OperationError([], new Error('Failed to fetch')).message).toBe('Failed to fetch');
  });
});
