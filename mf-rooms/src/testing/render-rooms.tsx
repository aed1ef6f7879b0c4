import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { UiProvider } from 'ui';
import { linkWithPushableSubscriptions } from 'web-kit/testing';

/** A mocked answer, in MockLink's format. */
export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;
type Mocks = ReadonlyArray<Mock>;

/** Prints where the router is, search included, so tests can see `?floor=1`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Test helper: renders a screen as the shell does (Apollo, the design system, a router at
 * `path`), with mocked queries and mutations and subscriptions fed by `push`.
 */
export function renderRooms(ui: ReactElement, { mocks = [], path = '/' }: { mocks?: Mocks; path?: string } = {}) {
  const { link, push } = linkWithPushableSubscriptions(mocks);
  const view = render(
    <MockedProvider link={link}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </MockedProvider>,
  );
  return { ...view, push };
}
