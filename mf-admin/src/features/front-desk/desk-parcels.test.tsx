import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'web-kit/testing';
import { DESK_RETURN_PARCEL } from './front-desk.operations';
import { deskParcels, parcel, refused, renderDesk } from './front-desk.fixtures';

const cards = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'));

const BH1 = { hostelId: 'h-bh1', hostelName: 'BH-1', studentName: 'Ravi Kumar', enrollmentId: 'ME22-014' };

describe('the front desk: the parcels', { timeout: 15_000 }, () => {
  it('lists the waiting parcels as cards and filters by status and, for a desk of two hostels, by hostel', async () => {
    const user = userEvent.setup();
    const collectedOnly = vi.fn(() => ({ data: { frontDeskParcels: [parcel('p9', { status: 'COLLECTED', collectedAt: '2026-03-02T05:00:00.000Z', handedOverByName: 'Guard Singh', returnableFrom: null })] } }));
    const bh1Only = vi.fn(() => ({ data: { frontDeskParcels: [parcel('p2', { ...BH1, courier: 'DTDC', shelf: 'A1' })] } }));
    renderDesk(
      [deskParcels('COLLECTED', collectedOnly), deskParcels('WAITING', bh1Only, 'h-bh1')],
      [parcel('p1', { perishable: true, remindedAt: '2026-03-04T05:00:00.000Z' }), parcel('p2', { ...BH1, courier: 'DTDC', shelf: 'A1' })],
    );

    await screen.findByRole('list', { name: 'Waiting parcels' });
    expect(cards('Waiting parcels')).toEqual(['Asha Rao, Amazon, shelf B3', 'Ravi Kumar, DTDC, shelf A1']);
    const first = screen.getByRole('listitem', { name: 'Asha Rao, Amazon, shelf B3' });
    expect(within(first).getByText('Perishable')).toBeInTheDocument();
    expect(within(first).getByText('Reminded')).toBeInTheDocument();
    expect(first).toHaveTextContent('Tracking AWB-1');
    expect(first).toHaveTextContent(/Logged \S/);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('WAITING');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'BH-1');
    await waitFor(() => expect(cards('Waiting parcels')).toEqual(['Ravi Kumar, DTDC, shelf A1']));
    expect(bh1Only).toHaveBeenCalledWith({ filter: { status: 'WAITING', hostelId: 'h-bh1' } });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'All my hostels');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Collected');
    await screen.findByRole('list', { name: 'Collected parcels' });
    expect(collectedOnly).toHaveBeenCalledWith({ filter: { status: 'COLLECTED' } });
    const collected = screen.getByRole('listitem', { name: 'Asha Rao, Amazon, shelf B3' });
    expect(collected).toHaveTextContent(/Collected .+, handed over by Guard Singh/);
    expect(within(collected).queryByRole('button', { name: 'Return to sender' })).not.toBeInTheDocument();
  });

  it('shows no hostel filter for a desk of one hostel', async () => {
    renderDesk([], [parcel('p1')]);
    await screen.findByRole('list', { name: 'Waiting parcels' });
    expect(screen.queryByRole('combobox', { name: 'Hostel' })).not.toBeInTheDocument();
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
