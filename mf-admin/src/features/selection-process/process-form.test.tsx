import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { SelectionProcessInput } from '../../gql/graphql';
import { when } from '../../shared/date-time';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { CREATE_PROCESS, UPDATE_PROCESS } from './selection-process.operations';
import { CLOSES, FIRST_SLOT, GH1, hostels, previewMock, process, processMock, viewer } from './selection-process.fixtures';
// The pages are lazy routes: transformed here, up front, so the screen's waits measure the screen.
import './process-form-page';
import './process-page';

const NEW = '/adminpage/selection/processes/new';

/** What the form sends once filled by {@link fill}. */
const INPUT: SelectionProcessInput = {
  name: 'Girls selection day',
  hostelIds: [GH1.id],
  genders: ['FEMALE'],
  yearsOfStudy: [1, 2],
  draw: 'RANDOM',
  seed: null,
  firstSlotAt: FIRST_SLOT,
  slotMinutes: 10,
  perSlot: 40,
  closesAt: CLOSES,
};
const FITS = { entrants: 120, slots: 3, lastSlotAt: '2026-11-27T04:50:00.000Z', fits: true, message: '120 students in 3 slots of 40; the last opens at 27 Nov 2026, 10:20 IST, before the close at 28 Nov 2026, 18:00 IST.' };

type User = ReturnType<typeof renderRoute>['user'];

/** Fills the new process's form as an admin would, the times last (the preview asks once they are in). */
async function fill(user: User) {
  const form = await screen.findByRole('form', { name: 'New selection process' });
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Girls selection day');
  await user.click(await within(form).findByRole('checkbox', { name: 'GH-1' }));
  const who = within(form).getByRole('group', { name: 'Who takes part' });
  await user.click(within(who).getByRole('radio', { name: 'Girls only' }));
  const years = within(form).getByRole('group', { name: 'Years of study' });
  expect(years).toHaveTextContent('None ticked: every year takes part.');
  await user.click(within(years).getByRole('checkbox', { name: 'Year 2' }));
  await user.click(within(years).getByRole('checkbox', { name: 'Year 1' }));
  await user.click(within(within(form).getByRole('group', { name: 'Lottery numbers' })).getByRole('radio', { name: 'Random only' }));
  expect(within(form).getByRole('spinbutton', { name: 'Slot length (minutes)' })).toHaveValue(10);
  expect(within(form).getByRole('spinbutton', { name: 'Students per slot' })).toHaveValue(40);
  expect(within(form).getByRole('textbox', { name: 'Seed (left empty: drawn at random and recorded)' })).toHaveValue('');
  await user.type(within(form).getByLabelText('First slot opens'), '2026-11-27T10:00');
  await user.type(within(form).getByLabelText('Closes'), '2026-11-28T18:00');
  return form;
}

const page = (...mocks: Mock[]) => renderRoute(NEW, [viewer(), hostels, ...mocks]);

describe('a new selection process', () => {
  it('previews who takes part as the form is filled, then saves a draft and opens it', async () => {
    const created = vi.fn(() => ({ data: { createSelectionProcess: process() } }));
    const { user } = page(previewMock(INPUT, FITS), { request: { query: CREATE_PROCESS, variables: { input: INPUT } }, result: created }, processMock(process()));
    const form = await fill(user);

    const preview = within(form).getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview).toHaveTextContent(`The last slot opens before the close (${when(INPUT.closesAt)}): it can be published.`));
    expect(preview).toHaveTextContent(/Entrants\s*120/);
    expect(preview).toHaveTextContent(/Slots\s*3/);
    expect(preview).toHaveTextContent(/Last slot opens\s*Nov 27, 2026, (10:20\sAM|10:20)/);

    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/adminpage/selection/processes/p-1'));
    expect(created).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Girls selection day' })).toBeInTheDocument();
    // The status is written a moment after the page it lands on (StatusMessage's delay): wait for it, as for the heading.
    await waitFor(() => expect(screen.getAllByRole('status').some((line) => line.textContent === 'Girls selection day is saved as a draft. Publish it when the preview fits.')).toBe(true));
  });

  it('says so when the last slot would open after the close', async () => {
    const late = { entrants: 900, slots: 23, lastSlotAt: '2026-11-28T12:10:00.000Z', fits: false, message: '900 students need 23 slots of 40; the last would open at 28 Nov 2026, 17:40 IST, after the close at 28 Nov 2026, 17:00 IST.' };
    const { user } = page(previewMock(INPUT, late));
    const form = await fill(user);
    const preview = within(form).getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview).toHaveTextContent(`${late.message} It cannot be published like this.`));
    expect(preview).toHaveTextContent(/Entrants\s*900/);
  });

  it('checks what it cannot send before anything is sent', async () => {
    const { user } = page();
    const form = await screen.findByRole('form', { name: 'New selection process' });
    await within(form).findByRole('group', { name: 'Hostels' }); // the hostels are read first
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name the process.');
    expect(within(form).getByRole('group', { name: 'Hostels' })).toHaveAccessibleDescription('Choose at least one hostel.');
    expect(within(form).getByLabelText('First slot opens')).toHaveAccessibleDescription('Enter the date and time the first slot opens.');
    expect(within(form).getByLabelText('Closes')).toHaveAccessibleDescription('Enter the date and time the process closes.');
    expect(within(form).getByRole('region', { name: 'Preview' })).toHaveTextContent('Choose the hostels and enter both times');
  });

  it("shows the server's word on a field beside that field, and a refusal's sentence", async () => {
    const refused = { errors: [new GraphQLError('GH-1 is already in the selection process "Boys day".', { extensions: { code: 'CONFLICT', fields: [{ field: 'hostelIds', message: 'GH-1 is in another process.' }] } })] };
    const { user } = page(previewMock(INPUT, FITS), { request: { query: CREATE_PROCESS, variables: { input: INPUT } }, result: refused });
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));

    const group = within(form).getByRole('group', { name: 'Hostels' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('GH-1 is in another process.'));
    expect(within(group).getByText('GH-1 is in another process.')).toHaveAttribute('role', 'alert');
    expect(within(form).getByText('GH-1 is already in the selection process "Boys day".')).toHaveAttribute('role', 'alert');
    expect(screen.getByTestId('location')).toHaveTextContent(NEW);
  });

  it('says bad input once, beside its field', async () => {
    const message = 'A name has at most 80 characters.';
    const refused = { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'name', message }] } })] };
    const { user } = page(previewMock(INPUT, FITS), { request: { query: CREATE_PROCESS, variables: { input: INPUT } }, result: refused });
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getAllByText(message)).toHaveLength(1);
  });
});

describe("a draft's settings", () => {
  it('open with its values on the office clock, and save', async () => {
    const draft = process({ seed: '42' });
    const input = { ...INPUT, seed: '42', perSlot: 60 };
    const updated = vi.fn(() => ({ data: { updateSelectionProcess: { ...draft, perSlot: 60, slots: 2 } } }));
    const { user } = renderRoute('/adminpage/selection/processes/p-1/edit', [
      viewer(),
      hostels,
      processMock(draft, { maxUsageCount: 2 }),
      previewMock({ ...INPUT, seed: '42' }, FITS),
      previewMock(input, { ...FITS, slots: 2 }),
      { request: { query: UPDATE_PROCESS, variables: { id: 'p-1', input } }, result: updated },
    ]);
    const form = await screen.findByRole('form', { name: 'Edit Girls selection day' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Girls selection day');
    expect(await within(form).findByRole('checkbox', { name: 'GH-1' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'GH-2' })).not.toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Girls only' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Year 1' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Random only' })).toBeChecked();
    expect(within(form).getByLabelText('First slot opens')).toHaveValue('2026-11-27T10:00');
    expect(within(form).getByLabelText('Closes')).toHaveValue('2026-11-28T18:00');

    const perSlot = within(form).getByRole('spinbutton', { name: 'Students per slot' });
    await user.clear(perSlot);
    await user.type(perSlot, '60');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updated).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/adminpage\/selection\/processes\/p-1$/));
    expect(await screen.findByText('Girls selection day is saved.')).toHaveAttribute('role', 'status');
  });
});
