import { render } from '@testing-library/react';
import type { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { UiProvider } from 'ui';

/** Options of {@link renderWithProviders}. */
export interface ProviderOptions {
  /** Answers for the operations the screen sends, in MockLink's format. */
  mocks?: ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>;
  /** Replaces the mock link entirely (e.g. to push subscription events by hand). */
  link?: ApolloLink;
  /** The URL the router starts at. */
  path?: string;
}

/** Prints the router's current path so that tests can see where a screen navigated to. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Test helper: renders a screen the way the shell does (Apollo, then the design system, then the
 * router), with mocked GraphQL and an in-memory router starting at `path`.
 */
export function renderWithProviders(ui: ReactElement, { mocks = [], link, path = '/' }: ProviderOptions = {}) {
  return render(
    <MockedProvider mocks={mocks} link={link}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </MockedProvider>,
  );
}
