import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cardLabels, inCardLayout } from '../../test-utils/card-layout';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { DECIDE_OUTPASS, PENDING_OUTPASSES, type PendingOutpass } from './outpass-requests.operations';

const outpass = (id: string, name: string, rollNo: string, guardianConsent: PendingOutpass['guardianConsent'] = 'NOT_REQUIRED'): PendingOutpass & { __typename: 'Outpass' } => ({
  __typename: 'Outpass',
  id,
  name,
  rollNo,
  where: 'Pune',
  responsibility: 'YES',
  reason: 'Family function',
  dateOfArrival: '2025-03-04',
  outTime: '10:30',
  returnTime: '18:00',
  expectedReturnAt: '2025-03-04T12:30:00.000Z',
  guardianConsent,
});

const ASHA = outpass('o1', 'Asha Rao', 'CS21-001');
const VIKRAM = outpass('o2', 'Vikram Singh', 'ME21-044');

const listMock = (items: PendingOutpass[]): Mock => ({ request: { query: PENDING_OUTPASSES }, result: { data: { pendingOutpasses: items } } });

const decideMock = (id: string, decision: 'APPROVED' | 'REJECTED', reason?: string) => {
  const result = vi.fn(() => ({ data: { decideOutpass: { __typename: 'Outpass', id, status: decision } } }));
  return { mock: { request: { query: DECIDE_OUTPASS, variables: reason ? { id, decision, reason } : { id, decision } }, result } satisfies Mock, result };
};

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('outpass requests', () => {
  it('shows a spinner, then the table with the spec columns', async () => {
    renderRoute('/adminpage/outpassrequest', [listMock([ASHA, VIKRAM])]);
    expect(screen.getByRole('status', { name: 'Loading outpass requests' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pending outpass requests' });
    expect(screen.getByRole('heading', { level: 1, name: 'Outpass Requests' })).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['#', 'Name', 'Roll No.', 'Where', 'Back by', 'Responsibility', 'Reason', 'Guardian', 'Action']);
    const row = rowOf('Asha Rao');
    expect(row).toHaveTextContent('1');
    expect(row).toHaveTextContent('CS21-001');
    expect(row).toHaveTextContent('Family function');
    expect(within(row).getByRole('cell', { name: 'Tue 4 Mar, 18:00' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Not asked' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('is one table that becomes cards on a phone: every cell names its column, Approve and Reject at the foot', async () => {
    renderRoute('/adminpage/outpassrequest', [listMock([ASHA, VIKRAM])]);
    const table = await screen.findByRole('table', { name: 'Pending outpass requests' });
    expect(inCardLayout(table)).toBe(true);
    const { headings, rows } = cardLabels(table);
    expect(rows).toEqual([headings, headings]);
    const foot = within(rowOf('Asha Rao')).getAllByRole('cell').at(-1)!;
    expect(within(foot).getAllByRole('button').map((button) => button.textContent)).toEqual(['Approve', 'Reject']);
  });

  it('Approve asks first; Cancel decides nothing; Approve in the question decides APPROVED and removes the row', async () => {
    const approve = decideMock('o1', 'APPROVED');
    const { user } = renderRoute('/adminpage/outpassrequest', [listMock([ASHA, VIKRAM]), approve.mock]);
    await screen.findByRole('table');

    await user.click(within(rowOf('Asha Rao')).getByRole('button', { name: 'Approve' }));
    let dialog = screen.getByRole('dialog', { name: "Approve Asha Rao's outpass?" });
    expect(dialog).toHaveTextContent('Asha Rao may go to Pune and must be back by Tue 4 Mar, 18:00.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(approve.result).not.toHaveBeenCalled();

    await user.click(within(rowOf('Asha Rao')).getByRole('button', { name: 'Approve' }));
    dialog = screen.getByRole('dialog', { name: "Approve Asha Rao's outpass?" });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Outpass approved')).toBeInTheDocument();
    expect(approve.result).toHaveBeenCalledWith({ id: 'o1', decision: 'APPROVED' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Asha Rao' })).not.toBeInTheDocument();
    expect(rowOf('Vikram Singh')).toBeInTheDocument();
  });

  it('Reject asks for the reason (required, said under the field), sends it and removes the row', async () => {
    const reject = decideMock('o2', 'REJECTED', 'Exams that week');
    const { user } = renderRoute('/adminpage/outpassrequest', [listMock([VIKRAM]), reject.mock]);
    await screen.findByRole('table');

    await user.click(within(rowOf('Vikram Singh')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: "Reject Vikram Singh's outpass" });
    expect(dialog).toHaveTextContent('Vikram Singh is told your reason.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('Give a reason.');
    expect(reason).toBeInvalid();
    expect(reject.result).not.toHaveBeenCalled();

    await user.type(reason, '  Exams that week ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('No pending outpass requests')).toBeInTheDocument();
    expect(reject.result).toHaveBeenCalledWith({ id: 'o2', decision: 'REJECTED', reason: 'Exams that week' });
    expect(screen.getByText('Outpass rejected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the row and shows the server message in the question when the decision fails', async () => {
    const failing: Mock = {
      request: { query: DECIDE_OUTPASS, variables: { id: 'o1', decision: 'APPROVED' } },
      result: { errors: [new GraphQLError('This outpass was already decided', { extensions: { code: 'CONFLICT' } })] },
    };
    const { user } = renderRoute('/adminpage/outpassrequest', [listMock([ASHA]), failing]);
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: "Approve Asha Rao's outpass?" });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await within(dialog).findByText('This outpass was already decided')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rowOf('Asha Rao')).toBeInTheDocument();
  });

  it.each([
    ['AWAITING', 'Waiting', 'Waiting for the guardian to agree'],
    ['REFUSED', 'Refused', 'The guardian refused'],
  ] as const)('keeps Approve off while the guardian is %s, saying why in words', async (consent, word, reason) => {
    renderRoute('/adminpage/outpassrequest', [listMock([outpass('o1', 'Asha Rao', 'CS21-001', consent), { ...VIKRAM, guardianConsent: 'GIVEN' }])]);
    await screen.findByRole('table');
    const row = rowOf('Asha Rao');
    expect(within(row).getByRole('cell', { name: word })).toBeInTheDocument();
    const approve = within(row).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(within(row).getByText(reason)).toBeVisible();
    expect(approve).toHaveAccessibleDescription(reason);
    // Rejecting stays possible, and a guardian who agreed lets the office approve.
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(within(rowOf('Vikram Singh')).getByRole('cell', { name: 'Agreed' })).toBeInTheDocument();
    expect(within(rowOf('Vikram Singh')).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('shows the empty text when nothing is pending', async () => {
    renderRoute('/adminpage/outpassrequest', [listMock([])]);
    expect(await screen.findByText('No pending outpass requests')).toBeInTheDocument();
  });

  it('re-reads the list live when an outpass changes, and only then', async () => {
    const NEW = outpass('o3', 'Kiran Das', 'EE22-010', 'AWAITING');
    const reread = vi.fn(() => ({ data: { pendingOutpasses: [{ ...ASHA, guardianConsent: 'GIVEN' }, NEW] } }));
    const { push } = renderRoute('/adminpage/outpassrequest', [listMock([ASHA]), { request: { query: PENDING_OUTPASSES }, result: reread }]);
    await screen.findByRole('table');

    // The admin feed alone (a room booking, say) is not an outpass change: nothing is re-read.
    act(() => push({ data: { adminFeed: { __typename: 'AdminFeedEvent', kind: 'CREATED', activity: { __typename: 'Activity', id: 'a1', outpassId: null } } } }, 'AdminDashboardFeed'));
    await act(() => new Promise((done) => setTimeout(done, 80)));
    expect(reread).not.toHaveBeenCalled();

    act(() => push({ data: { outpassChanged: { __typename: 'Outpass', id: 'o3', status: 'PENDING', guardianConsent: 'AWAITING' } } }, 'AdminOutpassChanged'));
    expect(await screen.findByRole('cell', { name: 'Kiran Das' })).toBeInTheDocument();
    expect(reread).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(within(rowOf('Asha Rao')).getByRole('cell', { name: 'Agreed' })).toBeInTheDocument();
    expect(within(rowOf('Kiran Das')).getByRole('button', { name: 'Approve' })).toBeDisabled();
  });
});
