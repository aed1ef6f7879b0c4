import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from 'ui';
import { SessionProvider } from 'web-kit';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClient, SESSION_ME, type Mock } from 'web-kit/testing';
import { LoginPage } from './login-page';

/** The session's answer (`me`) naming `user`, or nobody. */
export const sessionMe = (user: { id: string; role: string; name?: string } | null, email = 'someone@dormspace.local'): Mock => ({
  request: { query: SESSION_ME },
  result: { data: { me: user && { __typename: 'User', name: 'Someone', email, ...user }, officeTimeZone: 'Asia/Kolkata' } },
});

/**
 * The login page as the shell shows it, for the login tests: under the page's session and a
 * router, every query and mutation answered by `mocks` (the session's first answer included).
 * `navigate` receives where the page moves to.
 */
export function renderLoginPage(mocks: readonly Mock[], navigate: (to: string) => void): void {
  render(
    <GraphQLProvider client={mockedClient(mocks)}>
      <UiProvider>
        <SessionProvider>
          <MemoryRouter initialEntries={['/login']}>
            <Routes>
              <Route path="/login" element={<LoginPage navigate={navigate} />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </UiProvider>
    </GraphQLProvider>,
  );
}
