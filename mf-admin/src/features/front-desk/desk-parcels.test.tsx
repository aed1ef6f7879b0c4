import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'web-kit/testing';
import { DESK_RETURN_PARCEL } from './front-desk.operations';
import { BH1, deskParcels, GH1, parcel, refused, renderDesk } from './front-desk.fixtures';

const cards = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'));

const RAVI = { hostelId: BH1.id, hostelName: BH1.name, studentName: 'Ravi Kumar', enrollmentId: 'ME22-014' };
const options = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);

describe('the front desk: the parcels', () => {
  it('lists the waiting parcels as cards and filters by status and, for a desk of two hostels, by hostel', async () => {
    const user = userEvent.setup();
    const collectedOnly = vi.fn(() => ({ data: { frontDeskParcels: [parcel('p9', { status: 'COLLECTED', collectedAt: '2026-03-02T05:00:00.000Z', handedOverByName: 'Guard Singh', returnableFrom: null })] } }));
    const bh1Only = vi.fn(() => ({ data: { frontDeskParcels: [parcel('p2', { ...RAVI, courier: 'DTDC', shelf: 'A1' })] } }));
    renderDesk(
      [deskParcels('COLLECTED', collectedOnly), deskParcels('WAITING', bh1Only, 'h-bh1')],
      [parcel('p1', { perishable: true, remindedAt: '2026-03-04T05:00:00.000Z' }), parcel('p2', { ...RAVI, courier: 'DTDC', shelf: 'A1' })],
      { hostels: [BH1, GH1] },
    );

    await screen.findByRole('list', { name: 'Waiting parcels' });
    expect(cards('Waiting parcels')).toEqual(['Asha Rao, Amazon, shelf B3', 'Ravi Kumar, DTDC, shelf A1']);
    const first = screen.getByRole('listitem', { name: 'Asha Rao, Amazon, shelf B3' });
    expect(within(first).getByText('Perishable')).toBeInTheDocument();
    expect(within(first).getByText('Reminded')).toBeInTheDocument();
    expect(first).toHaveTextContent('Tracking AWB-1');
    expect(first).toHaveTextContent(/Logged \S/);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('WAITING');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Hostel' }), 'BH-1');
    await waitFor(() => expect(cards('Waiting parcels')).toEqual(['Ravi Kumar, DTDC, shelf A1']));
    expect(bh1Only).toHaveBeenCalledWith({ filter: { status: 'WAITING', hostelId: 'h-bh1', first: 51, offset: 0 } });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'All my hostels');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Collected');
    await screen.findByRole('list', { name: 'Collected parcels' });
    expect(collectedOnly).toHaveBeenCalledWith({ filter: { status: 'COLLECTED', first: 51, offset: 0 } });
    const collected = screen.getByRole('listitem', { name: 'Asha Rao, Amazon, shelf B3' });
    expect(collected).toHaveTextContent(/Collected .+, handed over by Guard Singh/);
    expect(within(collected).queryByRole('button', { name: 'Return to sender' })).not.toBeInTheDocument();
  });

  it('shows no hostel filter for a desk of one hostel', async () => {
    renderDesk([], [parcel('p1')]);
    await screen.findByRole('list', { name: 'Waiting parcels' });
    await act(() => new Promise((done) => setTimeout(done, 100)));
    expect(screen.queryByRole('combobox', { name: 'Hostel' })).not.toBeInTheDocument();
  });

  it("offers the hostels of the viewer's desks with no parcel on it yet", async () => {
    const user = userEvent.setup();
    const bh1Only = vi.fn(() => ({ data: { frontDeskParcels: [] } }));
    renderDesk([deskParcels('WAITING', bh1Only, BH1.id)], [], { hostels: [BH1, GH1] });

    expect(await screen.findByText('No waiting parcels.')).toBeInTheDocument();
    await waitFor(() => expect(options('Hostel')).toEqual(['All my hostels', 'BH-1', 'GH-1']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'BH-1');
    await waitFor(() => expect(bh1Only).toHaveBeenCalledWith({ filter: { status: 'WAITING', hostelId: BH1.id, first: 51, offset: 0 } }));
  });

  it("asks before returning a parcel to sender and shows the server's refusal before the period, in its words", async () => {
    const early = 'A parcel may be returned to sender 14 days after it arrived: this one from 2026-03-15T05:00:00.000Z.';
    const returned: Mock = { request: { query: DESK_RETURN_PARCEL, variables: { id: 'p1' } }, result: refused(early, 'CONFLICT') };
    const user = userEvent.setup();
    renderDesk([returned], [parcel('p1')]);

    const card = await screen.findByRole('listitem', { name: 'Asha Rao, Amazon, shelf B3' });
    await user.click(within(card).getByRole('button', { name: 'Return to sender' }));
    const dialog = screen.getByRole('dialog', { name: 'Return this parcel to sender?' });
    await user.click(within(dialog).getByRole('button', { name: 'Return to sender' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(early);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('returned to sender');
  });

  it('reads the list again when a parcel of the desk changes', async () => {
    const answer = vi.fn().mockReturnValueOnce({ data: { frontDeskParcels: [] } }).mockReturnValue({ data: { frontDeskParcels: [parcel('p1')] } });
    const { push } = renderDesk([deskParcels('WAITING', answer)]);
    expect(await screen.findByText('No waiting parcels.')).toBeInTheDocument();

    act(() => push({ data: { parcelChanged: 'p1' } }, 'DeskParcelChanged'));

    expect(await screen.findByRole('listitem', { name: 'Asha Rao, Amazon, shelf B3' })).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(2);
  });
});

/** `count` waiting parcels from `from` on: Student 1's, Student 2's, … */
const many = (from: number, count: number) => Array.from({ length: count }, (_, i) => parcel(`p${from + i}`, { studentName: `Student ${from + i}` }));
const pages = () => screen.getByRole('navigation', { name: 'Pages of the parcels' });

describe('the front desk: the pages of the parcels', () => {
  it('shows 50 parcels a page, keeps the page in the address, and starts a new filter at page 1', async () => {
    const user = userEvent.setup();
    const second = vi.fn(() => ({ data: { frontDeskParcels: many(51, 2) } }));
    const collected = vi.fn(() => ({ data: { frontDeskParcels: [] } }));
    renderDesk([deskParcels('WAITING', second, undefined, 2), deskParcels('COLLECTED', collected)], many(1, 51), { at: '/adminpage/frontdesk' });

    await screen.findByRole('list', { name: 'Waiting parcels' });
    expect(cards('Waiting parcels')).toHaveLength(50);
    expect(cards('Waiting parcels').at(-1)).toBe('Student 50, Amazon, shelf B3');
    expect(within(pages()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(cards('Waiting parcels')).toEqual(['Student 51, Amazon, shelf B3', 'Student 52, Amazon, shelf B3']));
    expect(second).toHaveBeenCalledWith({ filter: { status: 'WAITING', first: 51, offset: 50 } });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/frontdesk\?page=2$/);
    expect(pages()).toHaveTextContent('Page 2');
    expect(within(pages()).getByRole('button', { name: 'Next' })).toBeDisabled();
    // The focus at the top of the new page's list, its number said.
    expect(screen.getByRole('heading', { level: 2, name: 'Parcels' })).toHaveFocus();
    expect(await screen.findByText('Page 2 of the waiting parcels.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Parcels' })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Collected');
    expect(await screen.findByText('No collected parcels.')).toBeInTheDocument();
    expect(collected).toHaveBeenCalledWith({ filter: { status: 'COLLECTED', first: 51, offset: 0 } });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/frontdesk\?status=COLLECTED$/);
    expect(screen.queryByRole('navigation', { name: 'Pages of the parcels' })).not.toBeInTheDocument();
  });

  it('opens the page the address names (a reload, Back), and goes back to the first', async () => {
    const user = userEvent.setup();
    const second = vi.fn(() => ({ data: { frontDeskParcels: [] } }));
    renderDesk([deskParcels('WAITING', second, undefined, 2)], many(1, 51), { at: '/adminpage/frontdesk?page=2' });

    expect(await screen.findByText('No more waiting parcels.')).toBeInTheDocument();
    expect(second).toHaveBeenCalledWith({ filter: { status: 'WAITING', first: 51, offset: 50 } });
    await user.click(within(pages()).getByRole('button', { name: 'Previous' }));

    await waitFor(() => expect(cards('Waiting parcels')).toHaveLength(50));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/frontdesk$/);
    expect(within(pages()).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('opens the filter and the page the address names together: a reload of page 2 of one hostel\'s collected parcels stays there', async () => {
    const user = userEvent.setup();
    const second = vi.fn(() => ({ data: { frontDeskParcels: many(51, 1) } }));
    renderDesk([deskParcels('COLLECTED', second, 'h-bh1', 2), deskParcels('COLLECTED', [])], [], { hostels: [BH1, GH1], at: '/adminpage/frontdesk?status=COLLECTED&hostel=h-bh1&page=2' });

    await waitFor(() => expect(second).toHaveBeenCalledWith({ filter: { status: 'COLLECTED', hostelId: 'h-bh1', first: 51, offset: 50 } }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('COLLECTED');
    expect(await screen.findByRole('combobox', { name: 'Hostel' })).toHaveValue('h-bh1');
    expect(pages()).toHaveTextContent('Page 2');
    // Back to every hostel: the status stays, the page starts again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'All my hostels');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/frontdesk\?status=COLLECTED$/);
  });

  it('shows no pages while everything fits on one', async () => {
    renderDesk([], many(1, 50));
    await screen.findByRole('list', { name: 'Waiting parcels' });
    expect(cards('Waiting parcels')).toHaveLength(50);
    expect(screen.queryByRole('navigation', { name: 'Pages of the parcels' })).not.toBeInTheDocument();
  });
});
