import { render, screen } from '@testing-library/react';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClient } from 'web-kit/testing';
import { lazyDateFormat } from '../date-format';
import { DEFAULT_OFFICE_TIME_ZONE, setOfficeTimeZone } from '../office-time-zone';
import { SessionProvider, useSession } from './session';
import { SESSION_ME } from './session.operations';

const CLOCK = lazyDateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A screen that shows a time once the session is known, as a guarded screen does. */
function Screen() {
  const { loading } = useSession();
  return loading ? null : <p>Back by {CLOCK.format(Date.UTC(2026, 10, 28, 12, 30))}</p>;
}

describe("the session's answer", () => {
  afterEach(() => setOfficeTimeZone(DEFAULT_OFFICE_TIME_ZONE));

  it("sets the office's time zone before the screens under it show their first time", async () => {
    const mocks = [{ request: { query: SESSION_ME }, result: { data: { me: null, officeTimeZone: 'Europe/London' } } }];
    render(
      <GraphQLProvider client={mockedClient(mocks)}>
        <SessionProvider>
          <Screen />
        </SessionProvider>
      </GraphQLProvider>,
    );
    expect(await screen.findByText('Back by 12:30')).toBeInTheDocument();
  });
});
