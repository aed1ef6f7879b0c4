import { act, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { when } from '../../shared/date-time';
import { MOVE_WAITLIST_PLACE, REMOVE_WAITLIST_PLACE, WAITLIST, WAITLIST_HOSTELS } from './waitlist.operations';

const PATH = '/adminpage/waitlist';
const HELD_UNTIL = '2026-11-22T09:00:00.000Z';

const admin = (): Mock => ({ request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'ADMIN' } } }, maxUsageCount: 10 });

const hostels = (): Mock => ({
  request: { query: WAITLIST_HOSTELS },
  result: {
    data: {
      hostels: [
        { __typename: 'Hostel', id: 'h1', name: 'BH-1' },
        { __typename: 'Hostel', id: 'h2', name: 'BH-2' },
      ],
    },
  },
});

const place = (id: string, position: number, name: string, enrollmentId: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'WaitlistPlace',
  id,
  hostelId: 'h1',
  hostelName: 'BH-1',
  roomType: null,
  status: 'WAITING',
  position,
  inLine: 3,
  joinedAt: '2026-11-20T09:00:00.000Z',
  student: { __typename: 'WaitingStudent', id: `s-${id}`, name, enrollmentId },
  offer: null,
  ...overrides,
});

const HELD = { __typename: 'BedOffer', id: 'o1', bed: 2, status: 'HELD', expiresAt: HELD_UNTIL, room: { __typename: 'Room', id: 'room-204', number: 204 } };
const ASHA = place('p1', 1, 'Asha Patil', 'ENR1', { status: 'OFFERED', offer: HELD });
const RAVI = place('p2', 2, 'Ravi Kumar', 'ENR2', { roomType: 'DOUBLE' });
const NEHA = place('p3', 3, 'Neha Rao', 'ENR3', { roomType: 'SINGLE' });

const line = (hostelId: string, items: unknown[]): Mock => ({ request: { query: WAITLIST, variables: { hostelId } }, result: { data: { waitlist: items } } });
const table = () => screen.findByRole('table', { name: 'Waitlist of BH-1' });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
/** The page's status line (the test harness's own `<output>` is a status too). */
const said = async (text: string) => expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
const names = () => within(screen.getByRole('table', { name: 'Waitlist of BH-1' })).getAllByRole('link').map((link) => link.textContent);

describe('the waitlist', () => {
  it("shows the first hostel's line in order: position, student, room type wanted, joined, status and the held bed", async () => {
    renderRoute(PATH, [admin(), hostels(), line('h1', [ASHA, RAVI, NEHA])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeInTheDocument();
    const found = await table();
    expect(screen.getByRole('combobox', { name: 'Hostel' })).toHaveValue('h1');
    expect(within(found).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Position', 'Student', 'Room type', 'Joined', 'Status', 'Actions']);
    expect(names()).toEqual(['Asha Patil', 'Ravi Kumar', 'Neha Rao']);
    expect(rowOf('Asha Patil')).toHaveTextContent(`1Asha PatilENR1Any${when('2026-11-20T09:00:00.000Z')}OfferedRoom 204, bed 2 held until ${when(HELD_UNTIL)}MoveRemove`);
    expect(rowOf('Ravi Kumar')).toHaveTextContent(/^2Ravi KumarENR2Double.*WaitingMoveRemove$/);
    expect(rowOf('Neha Rao')).toHaveTextContent('Single');
    expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/adminpage/students/s-p2');
  });

  it('says so when no one is waiting, and keeps the hostel chosen in the address', async () => {
    const { user } = renderRoute(PATH, [admin(), hostels(), line('h1', [ASHA]), line('h2', [])]);
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'BH-2');
    expect(await screen.findByText('No one is waiting for BH-2.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens on the hostel named in the address', async () => {
    renderRoute(`${PATH}?hostel=h2`, [admin(), hostels(), line('h2', [])]);
    expect(await screen.findByText('No one is waiting for BH-2.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hostel' })).toHaveValue('h2');
  });

  it('reads the line again when it changes, and only for its own hostel', async () => {
    const reread = vi.fn(() => ({ data: { waitlist: [ASHA, RAVI, NEHA] } }));
    const { push } = renderRoute(PATH, [admin(), hostels(), line('h1', [ASHA]), { request: { query: WAITLIST, variables: { hostelId: 'h1' } }, result: reread }]);
    await table();
    act(() => push({ data: { waitlistUpdates: { __typename: 'WaitlistSignal', hostelId: 'h2' } } }, 'AdminWaitlistUpdates'));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(reread).not.toHaveBeenCalled();
    act(() => push({ data: { waitlistUpdates: { __typename: 'WaitlistSignal', hostelId: 'h1' } } }, 'AdminWaitlistUpdates'));
    expect(await screen.findByRole('link', { name: 'Neha Rao' })).toBeInTheDocument();
    expect(names()).toEqual(['Asha Patil', 'Ravi Kumar', 'Neha Rao']);
  });

  it('Move asks for a position in the line and a reason, then shows the new order and says what happened', async () => {
    const moved = vi.fn(() => ({ data: { moveWaitlistPlace: [{ ...NEHA, position: 1 }, { ...ASHA, position: 2 }, { ...RAVI, position: 3 }] } }));
    const { user } = renderRoute(PATH, [
      admin(),
      hostels(),
      line('h1', [ASHA, RAVI, NEHA]),
      { request: { query: MOVE_WAITLIST_PLACE, variables: { id: 'p3', position: 1, reason: 'Medical priority' } }, result: moved },
    ]);
    await table();
    await user.click(within(rowOf('Neha Rao')).getByRole('button', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Neha Rao in the line' });
    expect(dialog).toHaveTextContent('Neha Rao is at position 3 of 3.');

    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByLabelText('New position')).toHaveAccessibleDescription('Choose a position from 1 to 3.');
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Give a reason.');
    expect(within(dialog).getByLabelText('Reason')).toBeInvalid();

    await user.type(within(dialog).getByLabelText('New position'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByLabelText('New position')).toHaveAccessibleDescription('Neha Rao is already at position 3.');

    await user.clear(within(dialog).getByLabelText('New position'));
    await user.type(within(dialog).getByLabelText('New position'), '1');
    await user.type(within(dialog).getByLabelText('Reason'), '  Medical priority ');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await said('Neha Rao moved to position 1 in the BH-1 line.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(moved).toHaveBeenCalledWith({ id: 'p3', position: 1, reason: 'Medical priority' });
    expect(names()).toEqual(['Neha Rao', 'Asha Patil', 'Ravi Kumar']);
  });

  it("keeps the dialog open with the server's refusal, as it is", async () => {
    const { user } = renderRoute(PATH, [
      admin(),
      hostels(),
      line('h1', [ASHA, RAVI, NEHA]),
      {
        request: { query: MOVE_WAITLIST_PLACE, variables: { id: 'p2', position: 1, reason: 'Error in order' } },
        result: { errors: [new GraphQLError('That student is no longer in line.', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await table();
    await user.click(within(rowOf('Ravi Kumar')).getByRole('button', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Ravi Kumar in the line' });
    await user.type(within(dialog).getByLabelText('New position'), '1');
    await user.type(within(dialog).getByLabelText('Reason'), 'Error in order');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That student is no longer in line.');
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').find((el) => el.tagName === 'P')).toBeEmptyDOMElement();
  });

  it('Remove asks for a reason, takes the place out and says so', async () => {
    const removed = vi.fn(() => ({ data: { removeWaitlistPlace: [{ ...RAVI, position: 1, inLine: 2 }, { ...NEHA, position: 2, inLine: 2 }] } }));
    const { user } = renderRoute(PATH, [
      admin(),
      hostels(),
      line('h1', [ASHA, RAVI, NEHA]),
      { request: { query: REMOVE_WAITLIST_PLACE, variables: { id: 'p1', reason: 'Left the college' } }, result: removed },
    ]);
    await table();
    await user.click(within(rowOf('Asha Patil')).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Asha Patil from the line' });
    expect(dialog).toHaveTextContent('Their place ends and the bed held for them passes to the next in line.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByText('Give a reason.')).toBeVisible();
    expect(removed).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Reason'), 'Left the college');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await said('Asha Patil was removed from the BH-1 line.');
    expect(names()).toEqual(['Ravi Kumar', 'Neha Rao']);
  });

  it('Remove of the last place in line leaves the line empty on screen', async () => {
    const { user } = renderRoute(PATH, [
      admin(),
      hostels(),
      line('h1', [ASHA]),
      { request: { query: REMOVE_WAITLIST_PLACE, variables: { id: 'p1', reason: 'Left the college' } }, result: { data: { removeWaitlistPlace: [] } } },
      line('h1', []),
    ]);
    await table();
    await user.click(within(rowOf('Asha Patil')).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Asha Patil from the line' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Left the college');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await said('Asha Patil was removed from the BH-1 line.');
    expect(screen.getByText('No one is waiting for BH-1.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's per-field message under its field", async () => {
    const { user } = renderRoute(PATH, [
      admin(),
      hostels(),
      line('h1', [ASHA]),
      {
        request: { query: REMOVE_WAITLIST_PLACE, variables: { id: 'p1', reason: 'x' } },
        result: { errors: [new GraphQLError('Check the highlighted fields.', { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'reason', message: 'Reason is too short.' }] } })] },
      },
    ]);
    await table();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Asha Patil from the line' });
    await user.type(within(dialog).getByLabelText('Reason'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Reason is too short.'));
    expect(within(dialog).getByText('Check the highlighted fields.')).toBeInTheDocument();
  });

  it.each([
    ['WARDEN', true],
    ['GUARD', false],
  ] as const)('is in the sidebar for a %s: %s', async (role, shown) => {
    renderRoute('/adminpage/roomrequests/approval', [{ request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role } } }, maxUsageCount: 10 }]);
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    if (shown) expect(await within(nav).findByRole('link', { name: 'Waitlist' })).toHaveAttribute('href', '/adminpage/waitlist');
    else await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Waitlist' })).not.toBeInTheDocument());
  });
});
