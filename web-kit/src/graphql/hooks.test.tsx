import { act, render, screen } from '@testing-library/react';
import { parse } from 'graphql';
import { useEffect, useLayoutEffect, useState } from 'react';
import { GraphQLProvider, useClient, useMutation, useQuery, useSubscription, type CacheEditor, type GraphQLClient, type TypedDocumentNode } from 'web-kit/graphql';
import { mockedClient, mockedClientWithPush, type Mock } from 'web-kit/testing';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { askEarly, forgetEarlyAnswers } from '../early-answers';
import { earlyAnswerLink } from './apollo/links';
import { runtimeOf } from './apollo/runtime';
import { lazyClient } from './client';

interface Note {
  __typename: 'Note';
  id: string;
  text: string;
}
const NOTES = parse('query Notes { notes { id text } }') as TypedDocumentNode<{ notes: Note[] }, Record<string, never>>;
const COUNT = parse('query NoteCount { noteCount }') as TypedDocumentNode<{ noteCount: number }, Record<string, never>>;
const ADD = parse('mutation AddNote($text: String!) { addNote(text: $text) { id text } }') as TypedDocumentNode<{ addNote: Note }, { text: string }>;
const CHANGED = parse('subscription NoteChanged { noteChanged { id text } }') as TypedDocumentNode<{ noteChanged: Note }, Record<string, never>>;

const note = (id: string, text: string): Note => ({ __typename: 'Note', id, text });
const notesMock = (...notes: Note[]): Mock => ({ request: { query: NOTES }, result: { data: { notes } } });
const countMock = (noteCount: number): Mock => ({ request: { query: COUNT }, result: { data: { noteCount } } });

function Notes() {
  const { data, error } = useQuery(NOTES);
  const count = useQuery(COUNT);
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <>
      <ul aria-label="Notes">{data?.notes.map((item) => <li key={item.id}>{item.text}</li>)}</ul>
      <output aria-label="Count">{count.data?.noteCount}</output>
    </>
  );
}

const show = (client: GraphQLClient, ui = <Notes />) => render(<GraphQLProvider client={client}>{ui}</GraphQLProvider>);

describe('web-kit/graphql, on a normalised cache', () => {
  it("writes a mutation's answer into the list on screen through its update, which gets the variables", async () => {
    const update = vi.fn((data: { addNote: Note }, _variables: { text: string }, cache: CacheEditor) =>
      cache.updateQuery(NOTES, undefined, (previous) => previous && { notes: [...previous.notes, data.addNote] }),
    );
    function Add() {
      const [add, { loading }] = useMutation(ADD, { update });
      return (
        <button disabled={loading} onClick={() => void add({ variables: { text: 'Second' } })}>
          Add
        </button>
      );
    }
    show(mockedClient([notesMock(note('1', 'First')), countMock(1), { request: { query: ADD, variables: { text: 'Second' } }, result: { data: { addNote: note('2', 'Second') } } }]), (
      <>
        <Notes />
        <Add />
      </>
    ));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ addNote: note('2', 'Second') }, { text: 'Second' }, expect.anything());
  });

  it('rejects a refused mutation with the server\'s words, and shows them in its state', async () => {
    let seen: unknown;
    function Add() {
      const [add, state] = useMutation(ADD);
      return (
        <>
          <button onClick={() => void add({ variables: { text: 'x' } }).catch((error: unknown) => (seen = error))}>Add</button>
          {state.error && <p role="alert">{state.error.message}</p>}
        </>
      );
    }
    show(mockedClient([{ request: { query: ADD, variables: { text: 'x' } }, result: { errors: [{ message: 'Too long.', extensions: { code: 'BAD_USER_INPUT' } }] } }]), <Add />);
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too long\.$/);
    expect((seen as Error).message).toBe('Too long.');
  });

  it('reads again only the queries on screen that a refetch names, or all of them', async () => {
    const seen: { client?: GraphQLClient } = {};
    function Grab() {
      const client = useClient();
      useEffect(() => void (seen.client = client), [client]);
      return null;
    }
    show(mockedClient([notesMock(note('1', 'First')), countMock(1), notesMock(note('1', 'Renamed')), notesMock(note('1', 'Again')), countMock(7)]), (
      <>
        <Notes />
        <Grab />
      </>
    ));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Count' })).toHaveTextContent('1');
    await act(() => seen.client!.refetch(['Notes']));
    expect(screen.getByText('Renamed')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('1'); // not named: its second answer is still unused
    await act(() => seen.client!.refetch('active'));
    expect(screen.getByText('Again')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('7');
  });

  it("reads the state after a mutation for a query with its own fetches, even while an older read of it is on its way", async () => {
    const seen: { client?: GraphQLClient } = {};
    function Mine() {
      const client = useClient();
      useEffect(() => void (seen.client = client), [client]);
      const { data } = useQuery(NOTES, { fetchPolicy: 'cache-and-network', ownFetches: true });
      const [add] = useMutation(ADD, { refetchQueries: ['Notes'], awaitRefetchQueries: true });
      return (
        <>
          <ul aria-label="Notes">{data?.notes.map((item) => <li key={item.id}>{item.text}</li>)}</ul>
          <button onClick={() => void add({ variables: { text: 'Second' } })}>Add</button>
        </>
      );
    }
    // A read asked before the mutation and answered while it runs, and the refetch's own answer after it.
    const older = { ...notesMock(note('1', 'First')), delay: 300 };
    const after = { ...notesMock(note('1', 'First'), note('2', 'Second')), delay: 600 };
    show(mockedClient([notesMock(note('1', 'First')), older, { request: { query: ADD, variables: { text: 'Second' } }, result: { data: { addNote: note('2', 'Second') } } }, after]), <Mine />);
    expect(await screen.findByText('First')).toBeInTheDocument();
    const reading = seen.client!.refetch(['Notes']); // a read on its way (a live event's, say)
    await act(async () => screen.getByRole('button', { name: 'Add' }).click());
    await act(() => reading);
    // Apollo would have joined the mutation's refetch to the read already on its way, and kept its older answer.
    expect(await screen.findByText('Second', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it("repaints every query holding an event's entity, runs update before onData, and stops on unmount", async () => {
    const order: string[] = [];
    function Live() {
      const [last, setLast] = useState('');
      useSubscription(CHANGED, {
        update: () => order.push('update'),
        onData: (event) => {
          order.push('onData');
          setLast(event.noteChanged.text);
        },
      });
      return <p>Last event: {last}</p>;
    }
    const { client, push } = mockedClientWithPush([notesMock(note('1', 'First')), countMock(1)]);
    const view = show(client, (
      <>
        <Notes />
        <Live />
      </>
    ));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => push({ data: { noteChanged: note('1', 'Edited elsewhere') } }, 'NoteChanged'));
    expect(await screen.findByText('Edited elsewhere', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('Last event: Edited elsewhere')).toBeInTheDocument();
    expect(order).toEqual(['update', 'onData']);
    view.unmount();
    act(() => push({ data: { noteChanged: note('1', 'After') } }, 'NoteChanged'));
    expect(order).toEqual(['update', 'onData']);
  });

  it("hands an event that arrives inside a commit to that commit's handler, not the render before's", async () => {
    // A sibling's layout effect pushes during the commit, after Live's layout effects and
    // before any passive effect: the gap in which a handler kept by useEffect is still the
    // previous render's (mf-rooms' invitation toast once read an old `me` there in CI).
    const heard: string[] = [];
    function Live({ label }: { label: string }) {
      useSubscription(CHANGED, { onData: (event) => heard.push(`${label}: ${event.noteChanged.text}`) });
      return null;
    }
    const { client, push } = mockedClientWithPush();
    function PushInCommit({ text }: { text: string }) {
      useLayoutEffect(() => {
        if (text) push({ data: { noteChanged: note('1', text) } }, 'NoteChanged');
      }, [text]);
      return null;
    }
    const ui = (label: string, text: string) => (
      <GraphQLProvider client={client}>
        <Live label={label} />
        <PushInCommit text={text} />
      </GraphQLProvider>
    );
    const view = render(ui('first render', ''));
    act(() => push({ data: { noteChanged: note('1', 'before') } }, 'NoteChanged'));
    view.rerender(ui('second render', 'in the commit'));
    expect(heard).toEqual(['first render: before', 'second render: in the commit']);
  });

  it('answers a cache-only query from what another read left, at its first render, and never asks the network', async () => {
    const client = mockedClient([countMock(3), countMock(9), notesMock(note('1', 'Unasked'))]);
    await client.query(COUNT);
    function CachedOnly() {
      const count = useQuery(COUNT, { fetchPolicy: 'cache-only' });
      const notes = useQuery(NOTES, { fetchPolicy: 'cache-only' });
      return (
        <>
          <output aria-label="Count">{count.data?.noteCount}</output>
          <output aria-label="Notes">{notes.data ? 'read' : `none${notes.loading ? ', loading' : ''}`}</output>
        </>
      );
    }
    show(client, <CachedOnly />);
    // No waiting: the first render has the cached answer, and nothing for what was never read.
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('3');
    expect(screen.getByRole('status', { name: 'Notes' })).toHaveTextContent(/^none$/);
    // Not among the queries a reconnect reads again: the next answers stay unasked.
    await act(() => client.refetch('active'));
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('3');
    await expect(client.query(COUNT, {}, { fetchPolicy: 'network-only' })).resolves.toEqual({ noteCount: 9 });
    await expect(client.query(NOTES, {}, { fetchPolicy: 'network-only' })).resolves.toMatchObject({ notes: [{ text: 'Unasked' }] });
  });

  it("shows a query's failure, and its refetch never rejects", async () => {
    const seen: { refetch?: () => Promise<void> } = {};
    function Failing() {
      const result = useQuery(COUNT);
      useEffect(() => void (seen.refetch = result.refetch), [result.refetch]);
      return result.error ? <p role="alert">{result.error.message}</p> : <p>{result.data?.noteCount}</p>;
    }
    show(mockedClient([{ request: { query: COUNT }, error: new Error('Failed to fetch') }, { request: { query: COUNT }, error: new Error('Still down') }]), <Failing />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    await expect(act(() => seen.refetch!())).resolves.toBeUndefined();
    expect(await screen.findByRole('alert')).toHaveTextContent('Still down');
  });
});

describe('a query whose variables change', () => {
  const NOTE = parse('query OneNote($id: ID!) { note(id: $id) { id text } }') as TypedDocumentNode<{ note: Note }, { id: string }>;
  function OneNote({ id }: { id: string }) {
    const { data, loading } = useQuery(NOTE, { variables: { id } });
    return (
      <>
        <p>{data?.note.text ?? 'Nothing yet'}</p>
        {loading && <p>Loading</p>}
      </>
    );
  }

  it("never shows the answer to the old variables while the new ones' is on its way", async () => {
    const mocks: Mock[] = [
      { request: { query: NOTE, variables: { id: '1' } }, result: { data: { note: note('1', 'First') } } },
      { request: { query: NOTE, variables: { id: '2' } }, result: { data: { note: note('2', 'Second') } }, delay: 200 },
    ];
    const client = mockedClient(mocks);
    const view = render(<GraphQLProvider client={client}><OneNote id="1" /></GraphQLProvider>);
    expect(await screen.findByText('First')).toBeInTheDocument();
    view.rerender(<GraphQLProvider client={client}><OneNote id="2" /></GraphQLProvider>);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });
});

describe('before Apollo Client has arrived', () => {
  afterEach(() => {
    forgetEarlyAnswers();
    vi.unstubAllGlobals();
  });

  /** A page's client whose Apollo Client is made, on demand, over the page's early answers and then `mocks`; `made` counts it. */
  function lazyPageClient(mocks: Mock[]) {
    const link = ApolloLink.from([earlyAnswerLink(), new MockLink(mocks, { defaultOptions: { delay: 5 } })]);
    const made = vi.fn(async () => runtimeOf(new ApolloClient({ cache: new InMemoryCache(), link })));
    return { client: lazyClient(made), made };
  }

  function OnlyNotes() {
    const { data, loading } = useQuery(NOTES);
    return <ul aria-label="Notes">{loading ? <li>Loading</li> : data?.notes.map((item) => <li key={item.id}>{item.text}</li>)}</ul>;
  }
  function OnlyCount() {
    const { data } = useQuery(COUNT);
    return <output aria-label="Count">{data?.noteCount ?? 'none yet'}</output>;
  }

  it("shows a query's early answer with no client, brings the client for one without, and asks nothing again for the first", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { notes: [note('1', 'Asked early')] } }))));
    askEarly({ operationName: 'Notes', query: 'query Notes { notes { id text __typename } }', variables: {} });
    const { client, made } = lazyPageClient([countMock(4)]); // no mock for Notes: asking it again would fail
    const view = render(<GraphQLProvider client={client}><OnlyNotes /></GraphQLProvider>);
    expect(await screen.findByText('Asked early')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(made).not.toHaveBeenCalled();

    view.rerender(
      <GraphQLProvider client={client}>
        <OnlyNotes />
        <OnlyCount />
      </GraphQLProvider>,
    );
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('none yet');
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(made).toHaveBeenCalledTimes(1);
    // The early answer was written into Apollo Client's cache: the list still shows it, unasked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.getByText('Asked early')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reads the network, not the early answer, when a query shown from it is read again (after a booking, say)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { notes: [note('1', 'Asked early')] } }))));
    askEarly({ operationName: 'Notes', query: 'query Notes { notes { id text __typename } }', variables: {} });
    const { client } = lazyPageClient([countMock(1), notesMock(note('1', 'From the network'))]);
    const seen: { refetch?: () => Promise<void> } = {};
    function Refetching() {
      const { data, refetch } = useQuery(NOTES);
      useEffect(() => void (seen.refetch = refetch), [refetch]);
      return <p>{data?.notes[0]?.text ?? 'nothing'}</p>;
    }
    render(
      <GraphQLProvider client={client}>
        <Refetching />
        <OnlyCount />
      </GraphQLProvider>,
    );
    expect(await screen.findByText('Asked early')).toBeInTheDocument();
    expect(await screen.findByText('1')).toBeInTheDocument(); // the client has come
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await seen.refetch!();
    });
    expect(await screen.findByText('From the network')).toBeInTheDocument();
  });

  it("takes no early answer once a mutation has run: what the page was told may have changed", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { notes: [note('1', 'Before the change')] } }))));
    askEarly({ operationName: 'Notes', query: 'query Notes { notes { id text __typename } }', variables: {} });
    const { client } = lazyPageClient([
      { request: { query: ADD, variables: { text: 'New' } }, result: { data: { addNote: note('9', 'New') } } },
      notesMock(note('1', 'Before the change'), note('9', 'New')),
    ]);
    function Screen() {
      const [add] = useMutation(ADD);
      const { data } = useQuery(NOTES);
      return (
        <>
          <button onClick={() => void add({ variables: { text: 'New' } })}>Add</button>
          <ul aria-label="Notes">{data?.notes.map((item) => <li key={item.id}>{item.text}</li>)}</ul>
        </>
      );
    }
    render(<GraphQLProvider client={client}><Screen /></GraphQLProvider>);
    expect(await screen.findByText('Before the change')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    // The client came with the mutation; the list then asked the server, not the page's early answer.
    expect(await screen.findByText('New')).toBeInTheDocument();
  });

  it('reads the network once live, for a query that wants its latest (cache-and-network), started from an early answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { notes: [note('1', 'Asked early')] } }))));
    askEarly({ operationName: 'Notes', query: 'query Notes { notes { id text __typename } }', variables: {} });
    const { client } = lazyPageClient([countMock(2), notesMock(note('1', 'Changed since'))]);
    function Fresh() {
      const { data } = useQuery(NOTES, { fetchPolicy: 'cache-and-network' });
      return <p>{data?.notes[0]?.text ?? 'nothing'}</p>;
    }
    render(
      <GraphQLProvider client={client}>
        <Fresh />
        <OnlyCount />
      </GraphQLProvider>,
    );
    expect(await screen.findByText('Asked early')).toBeInTheDocument();
    expect(await screen.findByText('Changed since')).toBeInTheDocument();
  });

  it('paints a screen holding a mutation and a subscription with no client; running the mutation brings it', async () => {
    const { client, made } = lazyPageClient([{ request: { query: ADD, variables: { text: 'New' } }, result: { data: { addNote: note('9', 'New') } } }]);
    function Form() {
      const [add, { data }] = useMutation(ADD);
      useSubscription(CHANGED, { skip: true });
      return (
        <>
          <button onClick={() => void add({ variables: { text: 'New' } })}>Add</button>
          <p>{data ? `Added ${data.addNote.text}` : 'Nothing added'}</p>
        </>
      );
    }
    render(<GraphQLProvider client={client}><Form /></GraphQLProvider>);
    expect(screen.getByText('Nothing added')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(made).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(await screen.findByText('Added New')).toBeInTheDocument();
    expect(made).toHaveBeenCalledTimes(1);
  });
});
