import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cardLabels, inCardLayout } from '../../test-utils/card-layout';
import { renderRoute } from '../../test-utils/render-route';
import { ADMIN_ONLY } from '../../manifest';
import { BH2, GH1, hostel, inventory, viewer } from './hostels.fixtures';
import { CREATE_HOSTEL } from './hostels.operations';
// The page is a lazy route: transformed here, up front, so the screen's waits measure the screen, not the
// first transform of its modules (seconds on a busy machine).
import './hostels-page';

const COLUMNS = ['Code', 'Title', 'Gender', 'How rooms are taken', 'Floors', 'Rooms (free/total)', 'Out of service', 'Actions'];
const rowOf = async (code: string) => (await screen.findByRole('cell', { name: code })).closest('tr')!;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

const GH4 = hostel({ id: 'h-gh4', name: 'GH-4', title: "Girls' Hostel 4", bookingMode: 'APPROVAL', firstFloor: 0, floors: 3, amenities: ['Wi-Fi'], guardianConsentRequired: true, totalRooms: 0, availableRooms: 0, outOfServiceRooms: 0 });
const GH4_INPUT = { name: 'GH-4', title: "Girls' Hostel 4", gender: 'FEMALE', bookingMode: 'APPROVAL', firstFloor: 0, floors: 3, amenities: ['Wi-Fi'], guardianConsentRequired: true };

async function fillNewHostel(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add hostel' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a hostel' });
  const form = within(dialog).getByRole('form', { name: 'New hostel' });
  await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'gh-4');
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), "Girls' Hostel 4");
  const taken = within(form).getByRole('group', { name: 'How rooms are taken' });
  // Each choice whole, as a sentence a select used to cut off at its width (issue 51).
  expect(within(taken).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Instant: a student takes a free bed at once', 'By request: a warden approves each request']);
  expect(within(taken).getByRole('radio', { name: 'Instant: a student takes a free bed at once' })).toBeChecked();
  await user.click(within(taken).getByRole('radio', { name: 'By request: a warden approves each request' }));
  const floors = within(form).getByRole('spinbutton', { name: 'Number of floors' });
  await user.clear(floors);
  await user.type(floors, '3');
  await user.type(within(form).getByRole('textbox', { name: 'Amenities (separated by commas)' }), 'Wi-Fi');
  await user.click(within(form).getByRole('checkbox', { name: "A new outpass first asks the student's guardian" }));
  return dialog;
}

describe('the Hostels page', () => {
  it('lists every hostel in words, retired ones last, with cards on a phone', async () => {
    renderRoute('/adminpage/hostels', [viewer(), inventory([hostel({ id: 'h-old', name: 'GH-0', title: 'Old block', retired: true }), BH2, GH1])]);
    const table = await screen.findByRole('table', { name: 'Hostels' });
    expect(inCardLayout(table)).toBe(true);
    const { headings, rows } = cardLabels(table);
    expect(headings).toEqual(COLUMNS);
    expect(rows.every((labels) => labels.join() === COLUMNS.join())).toBe(true);

    expect(cells(await rowOf('BH-2'))).toEqual(['BH-2', "Boys' Hostel 2", 'Male', 'By request', '3 (1st to 3rd)', '0/30', 'None', 'Manage']);
    expect(cells(await rowOf('GH-1'))).toEqual(['GH-1', "Girls' Hostel 1", 'Female', 'Instant', '2 (ground to 1st)', '12/40', '1', 'Manage']);
    const retired = (await screen.findByText('Retired')).closest('tr')!;
    expect(within(retired).getAllByRole('cell')[0]).toHaveTextContent('GH-0');
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['BH-2', 'GH-1', 'GH-0Retired']);

    expect(within(await rowOf('GH-1')).getByRole('link', { name: 'Manage GH-1' })).toHaveAttribute('href', '/adminpage/hostels/GH-1');
  });

  it('is in the sidebar of an admin only', async () => {
    renderRoute('/adminpage/hostels', [viewer(), inventory([GH1])]);
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    const link = await within(nav).findByRole('link', { name: 'Hostels' });
    expect(link).toHaveAttribute('href', '/adminpage/hostels');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('tells a warden it is for administrators, asking the server nothing', async () => {
    renderRoute('/adminpage/hostels/GH-1', [viewer('WARDEN')]);
    const main = screen.getByRole('main');
    expect(await within(main).findByText(ADMIN_ONLY.hostels)).toBeInTheDocument();
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hostels' })).not.toBeInTheDocument();
  });

  it('adds a hostel from the form, says so and lists it', async () => {
    const created = vi.fn(() => ({ data: { createHostel: GH4 } }));
    const { user } = renderRoute('/adminpage/hostels', [viewer(), inventory([GH1]), { request: { query: CREATE_HOSTEL, variables: { input: GH4_INPUT } }, result: created }, inventory([GH1, GH4])]);
    const dialog = await fillNewHostel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add hostel' }));

    expect(await screen.findByText("GH-4 (Girls' Hostel 4) was added. Add its rooms from its page.")).toHaveAttribute('role', 'status');
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cells(await rowOf('GH-4'))).toEqual(['GH-4', "Girls' Hostel 4", 'Female', 'By request', '3 (ground to 2nd)', '0/0', 'None', 'Manage']);
  });

  it("shows a refusal's sentence, and its word on a field beside that field, keeping the form", async () => {
    const refused = { errors: [new GraphQLError('A hostel named GH-4 already exists.', { extensions: { code: 'CONFLICT', fields: [{ field: 'name', message: 'Taken.' }] } })] };
    const { user } = renderRoute('/adminpage/hostels', [viewer(), inventory([GH1]), { request: { query: CREATE_HOSTEL, variables: { input: GH4_INPUT } }, result: refused }]);
    const dialog = await fillNewHostel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add hostel' }));

    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAccessibleDescription('Taken.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('GH-4');
    expect(within(dialog).getByText('A hostel named GH-4 already exists.')).toHaveAttribute('role', 'alert');
  });

  it('says bad input once, beside its fields', async () => {
    const message = 'Title must be at most 60 characters.';
    const refused = { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'title', message }] } })] };
    const { user } = renderRoute('/adminpage/hostels', [viewer(), inventory([GH1]), { request: { query: CREATE_HOSTEL, variables: { input: GH4_INPUT } }, result: refused }]);
    const dialog = await fillNewHostel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add hostel' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(message));
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
  });

  it('checks the code and the floors before anything is sent', async () => {
    const { user } = renderRoute('/adminpage/hostels', [viewer(), inventory([GH1])]);
    await user.click(await screen.findByRole('button', { name: 'Add hostel' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a hostel' });
    const floors = within(dialog).getByRole('spinbutton', { name: 'Number of floors' });
    await user.clear(floors);
    await user.type(floors, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add hostel' }));
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Give the hostel a code, for example GH-4.');
    expect(floors).toHaveAccessibleDescription('A hostel has 1 to 20 floors.');
  });
});
