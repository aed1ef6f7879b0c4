import { act, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { when } from '../../../shared/date-time';
import { PRIORITISE_REPAIR } from '../repairs.operations';
import { candidates, DUE_AT, job, jobMock, person, REPORTED_AT, renderOffice, saidAndFocused, staff, times, type Mock } from './repairs-office.fixtures';
import { RepairJobPage } from './repair-job-page';

const FAN = job('j1', {
  mayEnter: false,
  photos: [{ __typename: 'RepairPhoto', id: 'p1', url: '/api/repairs/j1/photos/p1', width: 800, height: 600, sentByName: 'Asha Patil', createdAt: REPORTED_AT }],
  comments: [
    { __typename: 'RepairComment', id: 'c2', authorName: 'Warden Rao', body: 'Check the regulator too.', internal: true, createdAt: '2026-11-20T11:00:00.000Z' },
    { __typename: 'RepairComment', id: 'c1', authorName: 'Asha Patil', body: 'It hums but does not turn.', internal: false, createdAt: '2026-11-20T10:00:00.000Z' },
  ],
});

/** Everything the page of an open job asks, besides the mutations. */
const openJob = (item: ReturnType<typeof job> = FAN, others: unknown[] = [], people: unknown[] = [person('m1', 'Ravi Kumar', 'ELECTRICAL', 2)]): Mock[] => [
  jobMock(item),
  times(),
  staff('ELECTRICAL', people),
  candidates([item, ...others]),
];

const visit = (mocks: Mock[], id = 'j1') => renderOffice(<RepairJobPage />, mocks, { path: '/adminpage/repairs/:id', at: `/adminpage/repairs/${id}` });
const loaded = () => screen.findByRole('heading', { level: 2, name: 'The job' });
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const mutation = (query: Mock['request']['query'], variables: Record<string, unknown>, answer: unknown, field: string) => {
  const result = vi.fn(() => ({ data: { [field]: answer } }));
  return { mock: { request: { query, variables }, result } satisfies Mock, result };
};

describe('a repair job, for the office', () => {
  it('shows the facts, the photos with words for each and the thread oldest first, internal notes marked', async () => {
    visit(openJob());
    await loaded();
    const facts = section('The job');
    expect(facts).toHaveTextContent('The fan does not turn');
    expect(facts).toHaveTextContent('PlaceRoom 204, BH-1');
    expect(facts).toHaveTextContent('Staff may enterNo, only with the student in');
    expect(facts).toHaveTextContent(`Reported${when(REPORTED_AT)}AssignedNot yet`);
    const photo = within(section('Photos')).getByRole('img');
    expect(photo).toHaveAttribute('src', '/api/repairs/j1/photos/p1');
    expect(photo).toHaveAccessibleName(`1 of 1, sent by Asha Patil on ${when(REPORTED_AT)}`);
    const entries = within(screen.getByRole('list', { name: 'Comments, oldest first' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      `Asha Patil${when('2026-11-20T10:00:00.000Z')}It hums but does not turn.`,
      `Warden Rao${when('2026-11-20T11:00:00.000Z')}Internal note the student does not see itCheck the regulator too.`,
    ]);
  });

  it('sets the priority from choices that say their time to fix, then says the due time where the focus goes', async () => {
    const set = mutation(PRIORITISE_REPAIR, { id: 'j1', priority: 'HIGH' }, { ...FAN, priority: 'HIGH', dueAt: DUE_AT }, 'prioritiseRepair');
    const { user } = visit([...openJob(), set.mock]);
    await loaded();
    const form = within(section('Priority'));
    expect(form.getByText('No due time until you set a priority.')).toBeInTheDocument();
    const select = form.getByRole('combobox', { name: 'Priority' });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a priority', 'Urgent (fix within 4 hours)', 'High (fix within 1 day)', 'Normal (fix within 3 days)', 'Low (fix within 7 days)']));
    await user.click(form.getByRole('button', { name: 'Save priority' }));
    expect(select).toHaveAccessibleDescription('Choose a priority.');
    expect(set.result).not.toHaveBeenCalled();
    await user.selectOptions(select, 'High (fix within 1 day)');
    await user.click(form.getByRole('button', { name: 'Save priority' }));
    await saidAndFocused(`Priority set to High: due by ${when(DUE_AT)}.`);
    expect(set.result).toHaveBeenCalledWith({ id: 'j1', priority: 'HIGH' });
    expect(section('Priority')).toHaveTextContent(`Due by ${when(DUE_AT)}`);
  });

  it("shows a refusal in the server's own words, where the focus goes", async () => {
    const refusal = 'This job is fixed: it cannot be triaged now.';
    const { user } = visit([...openJob(), { request: { query: PRIORITISE_REPAIR, variables: { id: 'j1', priority: 'URGENT' } }, result: { errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })] } }]);
    await loaded();
    await user.selectOptions(within(section('Priority')).getByRole('combobox', { name: 'Priority' }), 'URGENT');
    await user.click(within(section('Priority')).getByRole('button', { name: 'Save priority' }));
    await saidAndFocused(refusal);
  });

  it('reads the job again when it changes, and only this one', async () => {
    const reread = vi.fn(() => ({ data: { repairJob: { ...FAN, status: 'ASSIGNED', assigneeId: 'm1', assigneeName: 'Ravi Kumar' } } }));
    const { push } = visit([...openJob(), { request: jobMock(FAN).request, result: reread }]);
    await loaded();
    act(() => push({ data: { repairChanged: 'j9' } }, 'AdminRepairChanged'));
    await act(() => new Promise((done) => setTimeout(done, 80)));
    expect(reread).not.toHaveBeenCalled();
    act(() => push({ data: { repairChanged: 'j1' } }, 'AdminRepairChanged'));
    await waitFor(() => expect(section('The job')).toHaveTextContent('Assigned toRavi Kumar'));
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('is only read when closed: it says so and offers no step', async () => {
    const closed = job('j1', { status: 'CLOSED', priority: 'NORMAL', dueAt: DUE_AT, closedAt: '2026-11-23T09:00:00.000Z', assigneeName: 'Ravi Kumar', comments: FAN.comments });
    visit([jobMock(closed)]);
    await loaded();
    expect(screen.getByText(/This job is closed\. It can no longer be changed/)).toBeInTheDocument();
    for (const name of ['Priority', 'Assign', 'Merge into another job', 'Room']) expect(screen.queryByRole('heading', { level: 2, name })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add to the thread' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(within(section('Thread')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a merged job links to the job it joined', async () => {
    visit([jobMock(job('j1', { status: 'MERGED', mergedIntoId: 'j7' }))]);
    await loaded();
    expect(screen.getByRole('link', { name: 'Open the job it was merged into' })).toHaveAttribute('href', '/adminpage/repairs/j7');
  });
});
