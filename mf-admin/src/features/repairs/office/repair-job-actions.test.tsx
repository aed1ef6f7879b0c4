import { screen, waitFor, within } from '@testing-library/react';
import { ASSIGN_REPAIR, COMMENT_ON_REPAIR, MERGE_REPAIR, SET_REPAIR_ROOM_SERVICE } from '../repairs.operations';
import { candidates, job, jobMock, person, renderOffice, row, saidAndFocused, staff, times, type Mock } from './repairs-office.fixtures';
import { RepairJobPage } from './repair-job-page';

const FAN = job('j1');
const RAVI = person('m1', 'Ravi Kumar', 'ELECTRICAL', 2);
const SITA = person('m2', 'Sita Das', 'ELECTRICAL', 1);

const visit = (mocks: Mock[]) => renderOffice(<RepairJobPage />, mocks, { path: '/adminpage/repairs/:id', at: '/adminpage/repairs/j1' });
const loaded = () => screen.findByRole('heading', { level: 2, name: 'The job' });
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const answer = (query: Mock['request']['query'], variables: Record<string, unknown>, field: string, data: unknown) => {
  const result = vi.fn(() => ({ data: { [field]: data } }));
  return { mock: { request: { query, variables }, result } satisfies Mock, result };
};

describe('assigning a job', () => {
  it('offers the maintenance people of the job’s trade with their open jobs, and assigns the one chosen', async () => {
    const assigned = answer(ASSIGN_REPAIR, { id: 'j1', assigneeId: 'm2' }, 'assignRepair', { ...FAN, status: 'ASSIGNED', assigneeId: 'm2', assigneeName: 'Sita Das', assignedAt: '2026-11-20T12:00:00.000Z' });
    const { user } = visit([jobMock(FAN), times(), staff('ELECTRICAL', [SITA, { ...RAVI, openJobs: 1 }]), candidates([FAN]), assigned.mock]);
    await loaded();
    const select = await within(section('Assign')).findByRole('combobox', { name: 'Maintenance person (electrical)' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sita Das (1 open job)', 'Ravi Kumar (1 open job)']);
    await user.click(within(section('Assign')).getByRole('button', { name: 'Assign' }));
    await saidAndFocused('Sita Das is assigned to this job.');
    expect(assigned.result).toHaveBeenCalledWith({ id: 'j1', assigneeId: 'm2' });
    expect(section('Assign')).toHaveTextContent('Assigned to Sita Das since');
  });

  it('says there is nobody of that trade, and where maintenance staff are invited', async () => {
    const tap = job('j1', { category: 'PLUMBING' });
    visit([jobMock(tap), times(), staff('PLUMBING', []), candidates([tap])]);
    await loaded();
    expect(await within(section('Assign')).findByText(/There is nobody of the plumbing trade on the maintenance staff yet\. An admin invites maintenance staff on the/)).toBeInTheDocument();
    expect(within(section('Assign')).getByRole('link', { name: 'Staff page' })).toHaveAttribute('href', '/adminpage/staff');
    expect(within(section('Assign')).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['FURNITURE', 'CARPENTRY'],
    ['PESTS', 'HOUSEKEEPING'],
    ['INTERNET', 'NETWORK'],
    ['OTHER', null],
  ] as const)('asks for the people of the right trade: %s → %s', async (category, trade) => {
    const item = job('j1', { category });
    visit([jobMock(item), times(), staff(trade, [person('m9', 'Gopal', trade ?? 'PLUMBING', 0)]), candidates([item])]);
    await loaded();
    expect(await within(section('Assign')).findByRole('option', { name: 'Gopal (0 open jobs)' })).toBeInTheDocument();
  });

  it('is not offered once work has begun', async () => {
    const started = job('j1', { status: 'IN_PROGRESS', assigneeId: 'm1', assigneeName: 'Ravi Kumar' });
    visit([jobMock(started), times(), candidates([started])]);
    await loaded();
    expect(screen.queryByRole('heading', { level: 2, name: 'Assign' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Priority' })).toBeInTheDocument();
  });
});

describe('the room of a job', () => {
  it('takes the room out of service after asking (Cancel does nothing), then puts it back in one step', async () => {
    const out = answer(SET_REPAIR_ROOM_SERVICE, { id: 'j1', inService: false }, 'setRepairRoomService', { ...FAN, roomInService: false });
    const back = answer(SET_REPAIR_ROOM_SERVICE, { id: 'j1', inService: true }, 'setRepairRoomService', { ...FAN, roomInService: true });
    const { user } = visit([jobMock(FAN), times(), staff('ELECTRICAL', [RAVI]), candidates([FAN]), out.mock, back.mock]);
    await loaded();
    await user.click(within(section('Room')).getByRole('button', { name: 'Take room 204 out of service' }));
    let dialog = screen.getByRole('dialog', { name: 'Take room 204 out of service?' });
    expect(dialog).toHaveTextContent("The students who live in room 204 of BH-1 stay. The room's free beds close: nobody can book them");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(out.result).not.toHaveBeenCalled();

    await user.click(within(section('Room')).getByRole('button', { name: 'Take room 204 out of service' }));
    dialog = screen.getByRole('dialog', { name: 'Take room 204 out of service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    await saidAndFocused('Room 204 is out of service. Its free beds stay closed until you put it back.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(out.result).toHaveBeenCalledTimes(1);

    await user.click(within(section('Room')).getByRole('button', { name: 'Put room 204 back in service' }));
    await saidAndFocused('Room 204 is back in service.');
    expect(back.result).toHaveBeenCalledTimes(1);
    expect(within(section('Room')).getByRole('button', { name: 'Take room 204 out of service' })).toBeInTheDocument();
  });

  it('has no room step for a common area', async () => {
    const hall = job('j1', { roomNumber: null, roomInService: null, commonArea: 'Common room' });
    visit([jobMock(hall), times(), staff('ELECTRICAL', [RAVI]), candidates([hall])]);
    await loaded();
    expect(screen.queryByRole('heading', { level: 2, name: 'Room' })).not.toBeInTheDocument();
  });
});

describe('merging a duplicate', () => {
  it('offers only the other open jobs of the same place and category, and merges after asking', async () => {
    const first = row('j0', { studentName: 'Neha Rao', description: 'Fan dead since morning', status: 'ASSIGNED' });
    const others = [first, row('j2', { roomNumber: 205 }), row('j3', { category: 'PLUMBING' }), row('j4', { roomNumber: null, commonArea: 'Room 204' })];
    const merged = answer(MERGE_REPAIR, { id: 'j1', intoId: 'j0' }, 'mergeRepair', { ...FAN, status: 'MERGED', mergedIntoId: 'j0', closedAt: '2026-11-20T12:00:00.000Z' });
    const { user } = visit([jobMock(FAN), times(), staff('ELECTRICAL', [RAVI]), candidates([FAN, ...others]), merged.mock]);
    await loaded();
    const select = await within(section('Merge into another job')).findByRole('combobox', { name: 'Open job of the same place and category' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a job', expect.stringMatching(/^Reported .* by Neha Rao \(Assigned\): Fan dead since morning$/)]);
    await user.selectOptions(select, 'j0');
    await user.click(within(section('Merge into another job')).getByRole('button', { name: 'Merge' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge this job into the other?' });
    expect(dialog).toHaveTextContent('Asha Patil is told to follow the job reported by Neha Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await saidAndFocused(/^This job was merged into the one reported by Neha Rao on .+\.$/);
    expect(merged.result).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Open the job it was merged into' })).toHaveAttribute('href', '/adminpage/repairs/j0');
    expect(screen.queryByRole('heading', { level: 2, name: 'Priority' })).not.toBeInTheDocument();
  });

  it('says when there is no other open job to merge into', async () => {
    visit([jobMock(FAN), times(), staff('ELECTRICAL', [RAVI]), candidates([FAN, row('j2', { roomNumber: 205 })])]);
    await loaded();
    expect(await within(section('Merge into another job')).findByText('No other open electrical job at Room 204, BH-1.')).toBeInTheDocument();
  });
});

describe('the thread', () => {
  it('adds an internal note or a comment the student sees, as ticked', async () => {
    const note = { __typename: 'RepairComment', id: 'c1', authorName: 'Warden Rao', body: 'Order a new capacitor.', internal: true, createdAt: '2026-11-20T11:00:00.000Z' };
    const said = { __typename: 'RepairComment', id: 'c2', authorName: 'Warden Rao', body: 'Someone comes tomorrow.', internal: false, createdAt: '2026-11-20T12:00:00.000Z' };
    const internal = answer(COMMENT_ON_REPAIR, { id: 'j1', body: 'Order a new capacitor.', internal: true }, 'commentOnRepair', { ...FAN, comments: [note] });
    const shared = answer(COMMENT_ON_REPAIR, { id: 'j1', body: 'Someone comes tomorrow.', internal: false }, 'commentOnRepair', { ...FAN, comments: [note, said] });
    const { user } = visit([jobMock(FAN), times(), staff('ELECTRICAL', [RAVI]), candidates([FAN]), internal.mock, shared.mock]);
    await loaded();
    const form = within(screen.getByRole('form', { name: 'Add to the thread' }));
    await user.click(form.getByRole('button', { name: 'Add comment' }));
    expect(form.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription('Write something first.');

    await user.type(form.getByRole('textbox', { name: 'Comment' }), '  Order a new capacitor. ');
    await user.click(form.getByRole('checkbox', { name: 'Internal note' }));
    expect(form.getByRole('checkbox', { name: 'Internal note' })).toHaveAccessibleDescription(/the student sees comments/);
    await user.click(form.getByRole('button', { name: 'Add internal note' }));
    await saidAndFocused('Internal note added. The student does not see it.');
    expect(internal.result).toHaveBeenCalledTimes(1);
    expect(form.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(form.getByRole('checkbox', { name: 'Internal note' })).not.toBeChecked();

    await user.type(form.getByRole('textbox', { name: 'Comment' }), 'Someone comes tomorrow.');
    await user.click(form.getByRole('button', { name: 'Add comment' }));
    await saidAndFocused('Comment added. The student sees it.');
    expect(shared.result).toHaveBeenCalledTimes(1);
    const entries = within(screen.getByRole('list', { name: 'Comments, oldest first' })).getAllByRole('listitem');
    expect(within(entries[0]!).getByText('the student does not see it')).toBeInTheDocument();
    expect(within(entries[1]!).queryByText(/Internal note/)).not.toBeInTheDocument();
    await waitFor(() => expect(entries[1]).toHaveTextContent('Someone comes tomorrow.'));
  });
});
