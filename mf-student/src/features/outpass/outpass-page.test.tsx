import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from 'web-kit/testing';
import { OutpassPage, SUCCESS_REDIRECT_MS } from './outpass-page';
import { APPLY_OUTPASS, type OutpassInput } from './outpass.operations';

const INPUT: OutpassInput = {
  name: 'Asha Rao',
  where: 'City library',
  dateOfArrival: '2099-01-15',
  outTime: '10:30',
  reason: 'Project work',
  responsibility: 'YES',
};

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Name'), INPUT.name);
  await user.type(screen.getByLabelText('Where'), INPUT.where);
  await user.selectOptions(screen.getByLabelText('Responsibility'), 'Yes');
  await user.type(screen.getByLabelText('Date of Arrival'), INPUT.dateOfArrival);
  await user.type(screen.getByLabelText('Out Time'), INPUT.outTime);
  await user.type(screen.getByLabelText('Reason'), INPUT.reason);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit Outpass Request' }));

describe('OutpassPage', () => {
  it('shows the form with its title, the responsibility choices and the right input types', () => {
    renderScreen(<OutpassPage />, { at: '/outpass' });
    expect(screen.getByRole('heading', { level: 1, name: 'Generate your Outpass' })).toBeInTheDocument();
    const select = screen.getByLabelText('Responsibility');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'Yes', 'No']);
    expect(screen.getByLabelText('Date of Arrival')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Out Time')).toHaveAttribute('type', 'time');
    const returnBy = screen.getByLabelText('Return by');
    expect(returnBy).toHaveAttribute('type', 'time');
    expect(returnBy).not.toBeRequired();
    expect(returnBy).toHaveAccessibleDescription('Optional: leave it empty to be back by 21:00, the hostel curfew.');
    expect(screen.getByLabelText('Reason').tagName).toBe('TEXTAREA');
  });

  it('flags every empty field and sends nothing', async () => {
    const user = userEvent.setup();
    // No mocks: a request would fail loudly with "No more mocked responses".
    renderScreen(<OutpassPage />, { at: '/outpass' });
    await user.type(screen.getByLabelText('Where'), 'Market');
    await submit(user);
    for (const message of ['Name', 'Responsibility', 'Date of Arrival', 'Out Time', 'Reason']) {
      expect(screen.getByText(`${message} is required.`)).toBeInTheDocument();
    }
    expect(screen.queryByText('Where is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Return by')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Submission/)).not.toBeInTheDocument();
  });

  it('sends the form without a roll number, says so, and goes home after 2 seconds', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        // Exact variables: an extra field (a roll number) would not match and the mock would fail.
        request: { query: APPLY_OUTPASS, variables: { input: INPUT } },
        result: { data: { applyOutpass: { __typename: 'Outpass', id: 'o1', status: 'PENDING' } } },
      },
    ];
    renderScreen(<OutpassPage />, { at: '/outpass', mocks });
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('dialog', { name: 'Submission successful!' })).toBeInTheDocument();
    const shownAt = Date.now();
    expect(screen.getByTestId('location')).toHaveTextContent('/outpass');
    // Real timers: the redirect is scheduled by an effect that React flushes on its own schedule.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: SUCCESS_REDIRECT_MS + 1500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(SUCCESS_REDIRECT_MS - 100);
  });

  it('sends the return time when one is chosen', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: APPLY_OUTPASS, variables: { input: { ...INPUT, returnTime: '18:30' } } },
        result: { data: { applyOutpass: { __typename: 'Outpass', id: 'o1', status: 'PENDING' } } },
      },
    ];
    renderScreen(<OutpassPage />, { at: '/outpass', mocks });
    await fillForm(user);
    await user.type(screen.getByLabelText('Return by'), '18:30');
    await submit(user);
    expect(await screen.findByRole('dialog', { name: 'Submission successful!' })).toBeInTheDocument();
  });

  it('shows the refusal of a return time already past under its field', async () => {
    const user = userEvent.setup();
    const message = 'The return time has already passed: choose a later date or time.';
    const refusal = new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'returnTime', message }] } });
    const mocks = [{ request: { query: APPLY_OUTPASS, variables: { input: { ...INPUT, returnTime: '06:00' } } }, result: { errors: [refusal.toJSON()] } }];
    renderScreen(<OutpassPage />, { at: '/outpass', mocks });
    await fillForm(user);
    await user.type(screen.getByLabelText('Return by'), '06:00');
    await submit(user);
    expect(await screen.findByText(`Submission Failed: ${message}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Return by')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Return by')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message and its per-field messages when it refuses", async () => {
    const user = userEvent.setup();
    const refusal = new GraphQLError('Date of arrival cannot be in the past.', {
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'dateOfArrival', message: 'Date of arrival cannot be in the past.' }] },
    });
    const mocks = [{ request: { query: APPLY_OUTPASS, variables: { input: INPUT } }, result: { errors: [refusal.toJSON()] } }];
    renderScreen(<OutpassPage />, { at: '/outpass', mocks });
    await fillForm(user);
    await submit(user);
    expect(await screen.findByText('Submission Failed: Date of arrival cannot be in the past.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of Arrival')).toHaveAccessibleDescription('Date of arrival cannot be in the past.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/outpass');
  });

  it('falls back to a generic message when the network fails', async () => {
    const user = userEvent.setup();
    const mocks = [{ request: { query: APPLY_OUTPASS, variables: { input: INPUT } }, error: new Error('Failed to fetch') }];
    renderScreen(<OutpassPage />, { at: '/outpass', mocks });
    await fillForm(user);
    await submit(user);
    expect(await screen.findByText('Submission Failed: An error occurred during submission.')).toBeInTheDocument();
  });
});

describe("the outpass form on the office's calendar", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    vi.useRealTimers();
  });

  it("offers dates from the office's today, in a browser whose own date is still yesterday", () => {
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T20:00:00Z')); // 15:00 on the 28th in New York, 01:30 on the 29th in India
    renderScreen(<OutpassPage />, { at: '/outpass' });
    expect(screen.getByLabelText('Date of Arrival')).toHaveAttribute('min', '2026-11-29');
  });
});
