import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESK_LOG_PARCEL } from './front-desk.operations';
import { ASHA, parcel, recipients, refused, renderDesk } from './front-desk.fixtures';
import type { Mock } from 'web-kit/testing';

const logMock = (input: Record<string, unknown>, result: Mock['result']): Mock => ({ request: { query: DESK_LOG_PARCEL, variables: { input } }, result });

const search = () => screen.getByRole('searchbox', { name: 'Recipient' });
const form = () => screen.getByRole('form', { name: 'Log a parcel' });

/** Finds Asha and taps her (tap 1). */
async function chooseAsha(user: ReturnType<typeof userEvent.setup>) {
  await user.type(search(), 'asha');
  await user.click(await screen.findByRole('button', { name: 'Asha Rao (CS21-001), Room 204, GH-1' }));
}

afterEach(() => localStorage.clear());

describe('the front desk: logging a parcel', () => {
  it('searches as the guard types, once the typing pauses and from 2 characters, and lists residents as buttons', async () => {
    const early = vi.fn(() => ({ data: { parcelRecipients: [] } }));
    const asked = vi.fn(() => ({ data: { parcelRecipients: [ASHA, { ...ASHA, studentId: 's-ash', name: 'Ashwin Rao', enrollmentId: null, roomNumber: 12 }] } }));
    const user = userEvent.setup();
    renderDesk([recipients('as', early), recipients('ash', early), recipients('asha', asked)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Front desk' })).toBeInTheDocument();

    await user.type(search(), 'asha');
    const results = await screen.findByRole('list', { name: 'Matching residents' });
    expect(within(results).getAllByRole('button').map((b) => b.textContent)).toEqual(['Asha Rao (CS21-001), Room 204, GH-1', 'Ashwin Rao, Room 12, GH-1']);
    expect(asked).toHaveBeenCalledWith({ query: 'asha' });
    // One question for the whole word: the letters typed quickly asked nothing.
    expect(early).not.toHaveBeenCalled();
    expect(asked).toHaveBeenCalledTimes(1);

    await user.click(within(results).getByRole('button', { name: /^Asha Rao/ }));
    expect(screen.queryByRole('list', { name: 'Matching residents' })).not.toBeInTheDocument();
    expect(form()).toHaveTextContent('For Asha Rao (CS21-001), Room 204, GH-1');
  });

  it('asks nothing for one character', async () => {
    const asked = vi.fn(() => ({ data: { parcelRecipients: [ASHA] } }));
    const user = userEvent.setup();
    renderDesk([recipients('a', asked)]);
    await user.type(search(), 'a');
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(asked).not.toHaveBeenCalled();
  });

  it('logs the parcel with what was chosen, says so, and starts the next one: the form clears but keeps the shelf and courier, the focus back in the search', async () => {
    const logged = vi.fn(() => ({ data: { logParcel: parcel('p-new', { trackingNumber: 'AWB-77', perishable: true }) } }));
    const user = userEvent.setup();
    renderDesk([recipients('asha'), logMock({ studentId: 's-asha', courier: 'Amazon', trackingNumber: 'AWB-77', shelf: 'B3', perishable: true }, logged)]);

    await chooseAsha(user);
    await user.click(screen.getByRole('button', { name: 'Amazon' }));
    await user.type(screen.getByRole('textbox', { name: 'Tracking number (optional)' }), 'AWB-77');
    await user.type(screen.getByRole('textbox', { name: 'Shelf' }), 'B3');
    await user.click(screen.getByRole('checkbox', { name: /Perishable/ }));
    await user.click(screen.getByRole('button', { name: 'Log parcel' }));

    expect(await screen.findByText('Parcel for Asha Rao logged on shelf B3.')).toHaveAttribute('role', 'status');
    expect(logged).toHaveBeenCalledWith({ input: { studentId: 's-asha', courier: 'Amazon', trackingNumber: 'AWB-77', shelf: 'B3', perishable: true } });
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Tracking number (optional)' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Perishable/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Shelf' })).toHaveValue('B3');
    expect(screen.getByRole('button', { name: 'Amazon' })).toHaveAttribute('aria-pressed', 'true');
    expect(form()).not.toHaveTextContent('For Asha Rao');
    // The focus stays in the search, not on the status line, a moment later too.
    await act(() => new Promise((done) => setTimeout(done, 100)));
    expect(search()).toHaveFocus();
  });

  it("shows a refusal in the server's words beside the field it names, and keeps what was typed", async () => {
    const tooLong = 'Shelf must be at most 20 characters.';
    const user = userEvent.setup();
    renderDesk([recipients('asha'), logMock(
        { studentId: 's-asha', courier: 'Ekart', trackingNumber: null, shelf: 'The long shelf by the door', perishable: false },
        refused(tooLong, 'BAD_USER_INPUT', [{ field: 'shelf', message: tooLong }]),
      ),]);

    await chooseAsha(user);
    await user.type(screen.getByRole('textbox', { name: 'Courier (or type another)' }), 'Ekart');
    await user.type(screen.getByRole('textbox', { name: 'Shelf' }), 'The long shelf by the door');
    await user.click(screen.getByRole('button', { name: 'Log parcel' }));

    const shelf = screen.getByRole('textbox', { name: 'Shelf' });
    await waitFor(() => expect(shelf).toHaveAccessibleDescription(tooLong));
    expect(shelf).toHaveAttribute('aria-invalid', 'true');
    // Said beside the shelf only: no sentence over the form repeats it.
    expect(within(form()).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([tooLong]);
    expect(form()).toHaveTextContent('For Asha Rao');
    expect(screen.getByRole('textbox', { name: 'Courier (or type another)' })).toHaveValue('Ekart');
  });

  it('asks for a resident from the list before sending anything', async () => {
    const user = userEvent.setup();
    renderDesk([]);
    await user.click(screen.getByRole('button', { name: 'Log parcel' }));
    expect(search()).toHaveAccessibleDescription('Choose the resident from the list.');
    expect(search()).toHaveFocus();
  });
});
