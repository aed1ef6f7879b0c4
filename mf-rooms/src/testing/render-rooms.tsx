import { render } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { UiProvider } from 'ui';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClientWithPush, type Mock } from 'web-kit/testing';

/** A mocked answer, in MockLink's format. */
export type { Mock };
type Mocks = ReadonlyArray<Mock>;

/** Prints where the router is, search included, so tests can see `?floor=1`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Test helper: renders a screen as the shell does (the GraphQL client, the design system, a router
 * at `path`), with mocked queries and mutations and subscriptions fed by `push`.
 */
export function renderRooms(ui: ReactElement, { mocks = [], path = '/' }: { mocks?: Mocks; path?: string } = {}) {
  return renderOn(mockedClientWithPush(mocks), ui, path);
}

/**
 * {@link renderRooms} after a first read of `session` (its first mock), as a page is rendered
 * after the shell's session check: what that read left is in the cache before the screen mounts.
 */
export async function renderRoomsAfter(session: DocumentNode, ui: ReactElement, { mocks = [], path = '/' }: { mocks?: Mocks; path?: string } = {}) {
  const mocked = mockedClientWithPush(mocks);
  await mocked.client.query(session);
  return renderOn(mocked, ui, path);
}

function renderOn({ client, push }: ReturnType<typeof mockedClientWithPush>, ui: ReactElement, path: string) {
  const view = render(
    <GraphQLProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </GraphQLProvider>,
  );
  return { ...view, push };
}
