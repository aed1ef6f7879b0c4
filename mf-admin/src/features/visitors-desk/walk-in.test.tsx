import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'web-kit/testing';
import { IN_NOW, TODAY } from './use-todays-visits';
import { HOST_SEARCH, REGISTER_WALK_IN } from './visitors-desk.operations';
import { atNoon, deskClockAtNoon, refused, renderVisitors, visit, visits } from './visitors-desk.fixtures';

const ASHA = { __typename: 'ParcelRecipient' as const, studentId: 's-asha', name: 'Asha Rao', enrollmentId: 'CS21-001', hostelId: 'h-gh1', hostelName: 'GH-1', roomNumber: 204 };
const hosts: Mock = { request: { query: HOST_SEARCH, variables: { query: 'asha' } }, result: { data: { parcelRecipients: [ASHA] } }, maxUsageCount: Number.POSITIVE_INFINITY };
const INPUT = { hostId: 's-asha', visitorName: 'Ravi Kumar', visitorPhone: '98860 55555', relation: 'Cousin', visitorGender: 'MALE', idType: 'AADHAAR', idLast4: '7788' };
const walkIn = (result: Mock['result']): Mock => ({ request: { query: REGISTER_WALK_IN, variables: { input: INPUT } }, result });

/** Ravi, Asha's cousin, at the desk without a pass: asked at noon, 10 minutes to answer. */
const RAVI = visit('w1', { visitorName: 'Ravi Kumar', visitorPhone: '98860 55555', relation: 'Cousin', visitorGender: 'MALE', walkIn: true, status: 'ASKING', commonRoomOnly: true, idType: 'AADHAAR', idLast4: '7788', createdAt: atNoon(), askExpiresAt: atNoon(10), expectedFrom: '12:00', expectedTo: '20:00' });

const walkInSection = () => screen.getByRole('region', { name: 'Walk-in visitor' });
const asking = () => within(screen.getByRole('region', { name: "Today's visitors" })).getByRole('list', { name: /^Asking the host/ });

/** Opens the form and fills it in for Ravi, Asha's cousin, as a guard would. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(walkInSection()).getByRole('button', { name: 'New walk-in' }));
  const form = within(walkInSection()).getByRole('form', { name: 'A walk-in visitor' });
  await user.type(within(form).getByRole('searchbox', { name: 'Student visited' }), 'asha');
  await user.click(await within(form).findByRole('button', { name: 'Asha Rao (CS21-001), Room 204, GH-1' }));
  expect(form).toHaveTextContent('Visiting Asha Rao (CS21-001), Room 204, GH-1');
  // Pasted, as a phone's keyboard suggests them: a key at a time adds nothing here but time.
  for (const [name, text] of [["Visitor's name", 'Ravi Kumar'], ["Visitor's phone", '98860 55555'], ['Relation (mother, friend …)', 'Cousin']] as const) {
    await user.click(within(form).getByRole('textbox', { name }));
    await user.paste(text);
  }
  await user.selectOptions(within(form).getByRole('combobox', { name: "Visitor's gender (optional)" }), 'Male');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'ID shown' }), 'Aadhaar');
  await user.type(within(form).getByRole('textbox', { name: 'Last 4 characters of the ID' }), '7788');
  return form;
}

deskClockAtNoon();

describe('the visitors desk: a walk-in', () => {
  it.each([
    ['accepts', { status: 'SIGNED_IN' as const, signedInAt: atNoon(3), decidedAt: atNoon(3) }, 'Accepted — signed in'],
    ['declines', { status: 'DECLINED' as const, decidedAt: atNoon(3) }, 'Declined'],
  ])('asks the student, who %s: the answer arrives live under Asking the host', async (_, answer, words) => {
    const user = userEvent.setup();
    const answered = { ...RAVI, ...answer };
    const today = vi.fn().mockReturnValueOnce({ data: { frontDeskVisits: [] } }).mockReturnValue({ data: { frontDeskVisits: [answered] } });
    const asked = vi.fn(() => ({ data: { registerWalkIn: RAVI } }));
    const { push } = renderVisitors([hosts, walkIn(asked), visits(TODAY, today), visits(IN_NOW, [])]);
    await screen.findByText('No visitor expected.');

    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'Ask Asha Rao' }));

    const line = await within(walkInSection()).findByText('Asked Asha Rao about Ravi Kumar. The answer shows under Asking the host.');
    await waitFor(() => expect(line).toHaveFocus());
    expect(asked).toHaveBeenCalledWith({ input: INPUT });
    expect(within(walkInSection()).queryByRole('form')).not.toBeInTheDocument();
    const card = within(asking()).getByRole('listitem', { name: 'Ravi Kumar, asking Asha Rao' });
    expect(within(card).getByRole('status')).toHaveTextContent('Asking Asha Rao…');
    expect(card).toHaveTextContent('10 min left to answer');
    expect(card).toHaveTextContent('Common room only');

    // Asha answers on her phone: the desk hears of it.
    act(() => push({ data: { visitChanged: 'w1' } }, 'VisitorDeskVisitChanged'));

    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(words));
    expect(card).not.toHaveTextContent('min left');
    const inNow = within(screen.getByRole('region', { name: "Today's visitors" })).queryByRole('listitem', { name: 'Ravi Kumar, with Asha Rao' });
    if (answer.status === 'SIGNED_IN') expect(inNow).toBeInTheDocument();
    else expect(inNow).not.toBeInTheDocument();
  });

  it("says a refusal in the server's words, and keeps the form as typed", async () => {
    const user = userEvent.setup();
    const limit = 'GH-1 allows 2 visitors at once per student: one must sign out first.';
    renderVisitors([hosts, walkIn(refused(limit, 'CONFLICT'))]);

    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'Ask Asha Rao' }));

    const line = await within(walkInSection()).findByText(limit);
    expect(line).toHaveAttribute('role', 'status');
    await waitFor(() => expect(line).toHaveFocus());
    expect(within(form).getByRole('textbox', { name: "Visitor's name" })).toHaveValue('Ravi Kumar');
  });

  it("shows the server's word on a field beside it", async () => {
    const user = userEvent.setup();
    const phone = 'Phone must be a phone number, like +91 98450 12345.';
    renderVisitors([hosts, walkIn(refused(phone, 'BAD_USER_INPUT', [{ field: 'visitorPhone', message: phone }]))]);

    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'Ask Asha Rao' }));

    await waitFor(() => expect(within(form).getByRole('textbox', { name: "Visitor's phone" })).toHaveAccessibleDescription(phone));
    expect(await within(walkInSection()).findByText('Nobody was asked: check the fields marked.')).toHaveAttribute('role', 'status');
  });

  it('asks for the student from the list before sending anything', async () => {
    const user = userEvent.setup();
    renderVisitors([]);
    await user.click(within(walkInSection()).getByRole('button', { name: 'New walk-in' }));
    await user.click(within(walkInSection()).getByRole('button', { name: 'Ask the student' }));
    expect(within(walkInSection()).getByRole('searchbox', { name: 'Student visited' })).toHaveAccessibleDescription('Choose the student from the list.');
  });
});
