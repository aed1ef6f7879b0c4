import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'web-kit/testing';
import { when } from '../../shared/date-time';
import { IN_NOW, TODAY } from './use-todays-visits';
import { SIGN_IN_VISITOR, SIGN_OUT_VISITOR } from './visitors-desk.operations';
import { atNoon, deskClockAtNoon, refused, renderVisitors, visit, visits } from './visitors-desk.fixtures';

const signOut = (id: string, result: Mock['result']): Mock => ({ request: { query: SIGN_OUT_VISITOR, variables: { id } }, result });
const day = () => screen.getByRole('region', { name: "Today's visitors" });
const list = (name: RegExp) => within(day()).getByRole('list', { name });
const cards = (name: RegExp) => within(list(name)).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'));

/** The section's status line saying `text`, with the focus on it. */
async function said(text: string) {
  const line = await within(day()).findByText(text);
  expect(line).toHaveAttribute('role', 'status');
  await waitFor(() => expect(line).toHaveFocus());
}

const RAVI = { visitorName: 'Ravi Kumar', relation: 'Friend', visitorPhone: '98860 55555', studentName: 'Kiran Das', studentId: 's-kiran', roomNumber: 12, visitorGender: 'MALE' as const, commonRoomOnly: true };
const MEERA_IN = visit('v1', { status: 'SIGNED_IN', signedInAt: atNoon(-60), signedInByName: 'Guard Singh', idType: 'AADHAAR', idLast4: '1234', overstayed: true, expectedTo: '12:00' });

deskClockAtNoon();

describe("the visitors desk: today's visitors", () => {
  it('shows the day in sections: expected by their hour, in now with an overstay said in words', async () => {
    const yesterdaysGuest = visit('v9', { ...RAVI, visitorName: 'Sunil Rao', status: 'SIGNED_IN', overnight: true, day: '2026-03-01', signedInAt: '2026-03-01T13:00:00.000Z', expectedFrom: '18:00', expectedTo: '11:00' });
    renderVisitors([], { today: [visit('v3', { ...RAVI, expectedFrom: '15:00', expectedTo: '16:00' }), visit('v2', { visitorName: 'Latha Rao', visitorPhone: '90000 11111' }), MEERA_IN], inNow: [MEERA_IN, yesterdaysGuest] });

    await within(day()).findByRole('list', { name: 'Expected (2)' });
    expect(cards(/^Expected/)).toEqual(['Latha Rao, to see Asha Rao', 'Ravi Kumar, to see Kiran Das']);
    const ravi = within(list(/^Expected/)).getByRole('listitem', { name: 'Ravi Kumar, to see Kiran Das' });
    expect(ravi).toHaveTextContent('Common room only');
    expect(ravi).toHaveTextContent('To see Kiran Das, Room 12, GH-1');
    expect(ravi).toHaveTextContent('15:00–16:00');

    // In now: whoever is in, whatever their day (an overnight guest of yesterday too), longest in first.
    expect(cards(/^In now/)).toEqual(['Sunil Rao, with Kiran Das', 'Meera Rao, with Asha Rao']);
    const meera = within(list(/^In now/)).getByRole('listitem', { name: 'Meera Rao, with Asha Rao' });
    expect(within(meera).getByText('Overstayed')).toBeInTheDocument();
    expect(meera).toHaveTextContent('Still in after visiting hours (until 12:00).');
    expect(meera).toHaveTextContent('In since 11:00, signed in by Guard Singh · Aadhaar …1234');
    const sunil = within(list(/^In now/)).getByRole('listitem', { name: 'Sunil Rao, with Kiran Das' });
    expect(within(sunil).queryByText('Overstayed')).not.toBeInTheDocument();
    // Signed in on another day: the date too, not only the time.
    expect(sunil).toHaveTextContent(`In since ${when('2026-03-01T13:00:00.000Z')}`);
    expect(within(day()).queryByRole('heading', { name: /Asking the host/ })).not.toBeInTheDocument();
  });

  it("searches the day by the visitor's or student's name, or the visitor's phone", async () => {
    const user = userEvent.setup();
    renderVisitors([], { today: [visit('v3', RAVI), visit('v2', { visitorName: 'Latha Rao', visitorPhone: '90000 11111' })], inNow: [MEERA_IN] });
    await within(day()).findByRole('list', { name: 'Expected (2)' });
    const search = within(day()).getByRole('searchbox', { name: "Search today's visitors" });

    await user.type(search, 'kiran');
    expect(cards(/^Expected/)).toEqual(['Ravi Kumar, to see Kiran Das']);
    expect(within(day()).getByText('No visitor in now matches “kiran”.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '98450 12');
    expect(within(day()).getByText('No visitor expected matches “98450 12”.')).toBeInTheDocument();
    expect(cards(/^In now/)).toEqual(['Meera Rao, with Asha Rao']);
  });

  it('signs a visitor out: said where the guard looks, and they leave the list at once', async () => {
    const user = userEvent.setup();
    const out = vi.fn(() => ({ data: { signOutVisitor: { ...MEERA_IN, status: 'SIGNED_OUT', signedOutAt: atNoon(), signedOutByName: 'Guard Singh' } } }));
    renderVisitors([signOut('v1', out)], { today: [MEERA_IN], inNow: [MEERA_IN] });

    const card = await within(day()).findByRole('listitem', { name: 'Meera Rao, with Asha Rao' });
    await user.click(within(card).getByRole('button', { name: 'Sign out Meera Rao' }));

    await said('Meera Rao signed out.');
    expect(out).toHaveBeenCalledWith({ id: 'v1' });
    expect(within(day()).getByText('No visitor in now.')).toBeInTheDocument();
  });

  it("says a refused sign-out in the server's words, and keeps the visitor in", async () => {
    const user = userEvent.setup();
    const already = 'Already signed out at 2026-03-01 11:02 by Guard Singh.';
    renderVisitors([signOut('v1', refused(already, 'CONFLICT'))], { today: [MEERA_IN], inNow: [MEERA_IN] });

    const card = await within(day()).findByRole('listitem', { name: 'Meera Rao, with Asha Rao' });
    await user.click(within(card).getByRole('button', { name: 'Sign out Meera Rao' }));
    await said(already);
    expect(cards(/^In now/)).toEqual(['Meera Rao, with Asha Rao']);
  });

  it('signs an expected visitor in from the list, with the ID shown and no scan; they move to In now', async () => {
    const user = userEvent.setup();
    const signedIn = vi.fn(() => ({ data: { signInVisitor: visit('v3', { ...RAVI, status: 'SIGNED_IN', signedInAt: atNoon(), signedInByName: 'Guard Singh', idType: 'DRIVING_LICENCE', idLast4: 'X9Z1' }) } }));
    renderVisitors([{ request: { query: SIGN_IN_VISITOR, variables: { input: { visitId: 'v3', idType: 'DRIVING_LICENCE', idLast4: 'X9Z1' } } }, result: signedIn }], { today: [visit('v3', RAVI)] });

    const card = await within(day()).findByRole('listitem', { name: 'Ravi Kumar, to see Kiran Das' });
    await user.click(within(card).getByRole('button', { name: 'Sign in Ravi Kumar' }));
    const type = within(card).getByRole('combobox', { name: 'ID shown' });
    expect(type).toHaveFocus();
    await user.selectOptions(type, 'Driving licence');
    await user.type(within(card).getByRole('textbox', { name: 'Last 4 characters of the ID' }), 'x9z1');
    await user.click(within(card).getByRole('button', { name: 'Sign in Ravi Kumar' }));

    await said('Ravi Kumar is signed in to see Kiran Das, Room 12, GH-1. Common room only.');
    expect(signedIn).toHaveBeenCalledWith({ input: { visitId: 'v3', idType: 'DRIVING_LICENCE', idLast4: 'X9Z1' } });
    expect(within(day()).getByText('No visitor expected.')).toBeInTheDocument();
    expect(cards(/^In now/)).toEqual(['Ravi Kumar, with Kiran Das']);
  });

  it('closes the ID fields on Cancel, the focus back on the button that opened them', async () => {
    const user = userEvent.setup();
    renderVisitors([], { today: [visit('v3', RAVI)] });
    const card = await within(day()).findByRole('listitem', { name: 'Ravi Kumar, to see Kiran Das' });
    await user.click(within(card).getByRole('button', { name: 'Sign in Ravi Kumar' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('combobox', { name: 'ID shown' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sign in Ravi Kumar' })).toHaveFocus();
  });

  it('reads the lists again when a visit of the desk changes', async () => {
    const today = vi.fn().mockReturnValueOnce({ data: { frontDeskVisits: [] } }).mockReturnValue({ data: { frontDeskVisits: [visit('v2')] } });
    const inNow = vi.fn(() => ({ data: { frontDeskVisits: [] } }));
    const { push } = renderVisitors([visits(TODAY, today), visits(IN_NOW, inNow)]);
    expect(await within(day()).findByText('No visitor expected.')).toBeInTheDocument();

    act(() => push({ data: { visitChanged: 'v2' } }, 'VisitorDeskVisitChanged'));

    expect(await within(day()).findByRole('listitem', { name: 'Meera Rao, to see Asha Rao' })).toBeInTheDocument();
    expect(today).toHaveBeenCalledTimes(2);
    expect(inNow).toHaveBeenCalledTimes(2);
  });
});
