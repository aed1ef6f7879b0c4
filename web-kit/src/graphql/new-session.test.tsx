import { act, render, screen } from '@testing-library/react';
import { parse } from 'graphql';
import { GraphQLProvider, useQuery, type TypedDocumentNode } from 'web-kit/graphql';
import { mockedClient } from 'web-kit/testing';

/** Who is logged in: a query of this test's own, apart from the session's (which grows). */
const WHO: TypedDocumentNode<{ me: { id: string; name: string } | null }, Record<string, never>> = parse('query Who { me { id name } }');

const me = (name: string | null) => ({ request: { query: WHO }, result: { data: { me: name ? { __typename: 'User', id: name, name } : null } } });

function Who() {
  const { data } = useQuery(WHO);
  return <p>{data === undefined ? 'asking' : (data.me?.name ?? 'nobody')}</p>;
}

describe('a login in the page (newSession)', () => {
  it('forgets what the session before read and asks the queries on screen again', async () => {
    const client = mockedClient([me(null), me('Priya')]);
    render(
      <GraphQLProvider client={client}>
        <Who />
      </GraphQLProvider>,
    );
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    await act(() => client.newSession());
    expect(await screen.findByText('Priya')).toBeInTheDocument();
  });
});
