import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { UiProvider } from 'ui';
import { GraphQLProvider, type GraphQLClient } from 'web-kit/graphql';
import { mockedClient, type Mock } from 'web-kit/testing';

/** Options of {@link renderWithProviders}. */
export interface ProviderOptions {
  /** Answers for the operations the screen sends, in MockLink's format. */
  mocks?: readonly Mock[];
  /** Replaces the mocked client entirely (e.g. mockedClientWithPush's, to push subscription events by hand). */
  client?: GraphQLClient;
  /** The URL the router starts at. */
  path?: string;
}

/** Prints the router's current path so that tests can see where a screen navigated to. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Test helper: renders a screen the way the shell does (the GraphQL client, then the design
 * system, then the router), with mocked GraphQL and an in-memory router starting at `path`.
 */
export function renderWithProviders(ui: ReactElement, { mocks = [], client = mockedClient(mocks), path = '/' }: ProviderOptions = {}) {
  return render(
    <GraphQLProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </GraphQLProvider>,
  );
}
