import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'web-kit/testing';
import { DESK_COLLECT_PARCEL } from './front-desk.operations';
import { parcel, refused, renderDesk } from './front-desk.fixtures';

const codeBox = () => screen.getByRole('textbox', { name: 'Collection code' });
const collect = (code: string, result: Mock['result']): Mock => ({ request: { query: DESK_COLLECT_PARCEL, variables: { code } }, result });

describe('the front desk: handing a parcel over', () => {
  it('hands over on a typed code: whom, which parcel, from which shelf, big; the box cleared for the next student', async () => {
    const collected = parcel('p1', { status: 'COLLECTED', perishable: true, shelf: 'C7', collectedAt: '2026-03-02T05:00:00.000Z', returnableFrom: null });
    const answer = vi.fn(() => ({ data: { collectParcel: collected } }));
    const user = userEvent.setup();
    renderDesk([collect('ABCDE-12345', answer)]);

    await user.type(codeBox(), ' ABCDE-12345 {Enter}');

    const card = await screen.findByRole('region', { name: 'Hand it over' });
    expect(answer).toHaveBeenCalledWith({ code: 'ABCDE-12345' });
    expect(card.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(within(card).getByRole('heading', { name: 'Give to Asha Rao (CS21-001)' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Shelf C7');
    expect(card).toHaveTextContent('Amazon parcel, tracking AWB-1, GH-1');
    expect(within(card).getByText('Perishable')).toBeInTheDocument();
    await waitFor(() => expect(codeBox()).toHaveValue(''));
    expect(codeBox()).toHaveFocus();
  });

  it("refuses a second scan in the server's words, and shows no parcel to hand over", async () => {
    const already = 'Already collected: this parcel was handed over at 2026-03-02T05:00:00.000Z by Ravi. A code works once.';
    const user = userEvent.setup();
    renderDesk([collect('ABCDE-12345', { data: { collectParcel: parcel('p1', { status: 'COLLECTED' }) } }), collect('ABCDE-12345', refused(already, 'CONFLICT'))]);

    await user.type(codeBox(), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByRole('region', { name: 'Hand it over' })).toBeInTheDocument();

    await user.type(codeBox(), 'ABCDE-12345{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Do not hand over. ${already}`);
    expect(screen.queryByRole('region', { name: 'Hand it over' })).not.toBeInTheDocument();
    expect(codeBox()).toHaveFocus();
  });

  it("opens the gate's camera scanner and, without a camera, says so", async () => {
    const user = userEvent.setup();
    renderDesk([]);
    await user.click(screen.getByRole('button', { name: "Scan the student's code" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type the collection code above instead.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(codeBox()).toHaveFocus();
  });
});
