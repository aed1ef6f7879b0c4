import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'web-kit/testing';
import { DESK_SET_PARCEL_RETURN_DAYS } from './front-desk.operations';
import { deskParcels, parcel, parcelSettings, refused, renderDesk } from './front-desk.fixtures';

const setDays = (days: number, result: Mock['result']): Mock => ({ request: { query: DESK_SET_PARCEL_RETURN_DAYS, variables: { days } }, result });
const saved = (days: number) => vi.fn(() => ({ data: { setParcelReturnDays: { __typename: 'ParcelSettings', returnAfterDays: days } } }));

const form = () => screen.getByRole('form', { name: 'Return to sender after' });
const field = () => screen.getByRole('spinbutton', { name: 'Days a parcel waits (1 to 90)' });

/** Types `days` over what the field holds and saves. */
async function save(user: ReturnType<typeof userEvent.setup>, days: string) {
  await user.clear(field());
  if (days) await user.type(field(), days);
  await user.click(within(form()).getByRole('button', { name: 'Save period' }));
}

/** The form's status line saying `text`, and the focus on it. */
async function saidAndFocused(text: string) {
  const line = await within(form()).findByText(text);
  expect(line).toHaveAttribute('role', 'status');
  await waitFor(() => expect(line).toHaveFocus());
}

describe('the front desk: the return period', () => {
  it.each(['GUARD', 'WARDEN'] as const)('is not shown to a %s', async (role) => {
    renderDesk([parcelSettings()], [parcel('p1')], { role });
    await screen.findByRole('list', { name: 'Waiting parcels' });
    await act(() => new Promise((done) => setTimeout(done, 100)));
    expect(screen.queryByRole('heading', { name: 'Return to sender' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Return to sender after' })).not.toBeInTheDocument();
  });

  it("shows an admin the office's period, saves a new one, says so where they look and reads the cards again", async () => {
    const user = userEvent.setup();
    const list = vi.fn(() => ({ data: { frontDeskParcels: [parcel('p1')] } }));
    const answer = saved(21);
    renderDesk([parcelSettings(14), setDays(21, answer), deskParcels('WAITING', list)], [], { role: 'ADMIN' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Return to sender' })).toBeInTheDocument();
    await waitFor(() => expect(field()).toHaveValue(14));
    await screen.findByRole('list', { name: 'Waiting parcels' });
    const reads = list.mock.calls.length;

    await save(user, '21');
    await saidAndFocused('Saved: the desk may return a parcel to sender 21 days after it arrived.');
    expect(answer).toHaveBeenCalledWith({ days: 21 });
    // Each waiting card's "may go back to sender from" moves with the period.
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(reads));

    // Saved: nothing left to send.
    await user.click(within(form()).getByRole('button', { name: 'Save period' }));
    await saidAndFocused('Nothing to save: parcels already wait 21 days.');
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it.each(['0', '91', '1.5', ''])('refuses %j days before asking the server', async (typed) => {
    const user = userEvent.setup();
    const answer = saved(0);
    renderDesk([parcelSettings(), setDays(0, answer), setDays(91, answer)], [], { role: 'ADMIN' });
    await waitFor(() => expect(field()).toHaveValue(14));

    await save(user, typed);
    expect(field()).toHaveAccessibleDescription('Days must be a whole number from 1 to 90.');
    expect(field()).toBeInvalid();
    expect(answer).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its words, and takes the focus to it", async () => {
    const user = userEvent.setup();
    const refusal = 'You do not have permission to do that.';
    renderDesk([parcelSettings(), setDays(30, refused(refusal, 'FORBIDDEN'))], [], { role: 'ADMIN' });
    await waitFor(() => expect(field()).toHaveValue(14));

    await save(user, '30');
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
    expect(field()).toBeValid();
    expect(within(form()).getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows the server's word on the days beside the field", async () => {
    const user = userEvent.setup();
    const tooMany = 'Days must be 1 to 60 during the exams.';
    renderDesk([parcelSettings(), setDays(75, refused(tooMany, 'BAD_USER_INPUT', [{ field: 'days', message: tooMany }]))], [], { role: 'ADMIN' });
    await waitFor(() => expect(field()).toHaveValue(14));

    await save(user, '75');
    await waitFor(() => expect(field()).toHaveAccessibleDescription(tooMany));
    expect(field()).toBeInvalid();
    expect(within(form()).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([tooMany]);
    expect(field()).toHaveValue(75);
  });
});
