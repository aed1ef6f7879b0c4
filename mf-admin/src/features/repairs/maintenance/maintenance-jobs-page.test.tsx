import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { formatZonedMoment } from 'web-kit';
import { START_REPAIR } from '../repairs.operations';
import { hoursAgo, job, myJobs, renderJobsPage } from './maintenance.fixtures';

/** The cards of a group, by their names ("Electrical: Room 204, BH-1, Assigned"). */
const cardsOf = (group: string) => within(screen.getByRole('list', { name: group })).getAllByRole('listitem', { name: /, BH-\d/ }).map((card) => card.getAttribute('aria-label'));

/** The page's status line saying `text`, and the focus on it (decision 0150). */
async function saidAndFocused(text: string) {
  const line = await screen.findByText(text);
  expect(line).toHaveAttribute('role', 'status');
  await waitFor(() => expect(line).toHaveFocus());
}

const FAN = job('fan', { mayEnter: true });

describe('MaintenanceJobsPage: my repair jobs', () => {
  it('groups the jobs into Overdue (longest first), Today (soonest due first) and Done (the last 7 days, latest first)', async () => {
    renderJobsPage([
      myJobs([
        job('late', { category: 'PLUMBING', roomNumber: null, commonArea: '2nd floor washroom', dueAt: hoursAgo(2), overdue: true }),
        job('later', { category: 'FURNITURE', roomNumber: 110, status: 'IN_PROGRESS', dueAt: hoursAgo(10), overdue: true }),
        job('no-due', { category: 'INTERNET', roomNumber: 301, status: 'IN_PROGRESS', priority: null, dueAt: null }),
        FAN,
        job('fixed', { category: 'PESTS', roomNumber: 12, status: 'FIXED', fixedAt: hoursAgo(2) }),
        job('closed', { category: 'CLEANING', roomNumber: 14, status: 'CLOSED', fixedAt: hoursAgo(30), closedAt: hoursAgo(5) }),
        job('old', { category: 'OTHER', roomNumber: 16, status: 'CLOSED', fixedAt: hoursAgo(24 * 10), closedAt: hoursAgo(24 * 9) }),
        job('merged', { category: 'OTHER', roomNumber: 18, status: 'MERGED' }),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'My repair jobs' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Overdue' });
    expect(cardsOf('Overdue')).toEqual(['Furniture: Room 110, BH-1, In progress', 'Plumbing: 2nd floor washroom, BH-1, Assigned']);
    expect(cardsOf('Today')).toEqual(['Electrical: Room 204, BH-1, Assigned', 'Internet: Room 301, BH-1, In progress']);
    expect(cardsOf('Done')).toEqual(['Pests: Room 12, BH-1, Fixed', 'Cleaning: Room 14, BH-1, Closed']);
    expect(screen.getByRole('heading', { level: 2, name: 'Overdue 2' })).toBeInTheDocument();
    // Done jobs have no steps; open ones have theirs (Start work for an assigned job only).
    const buttons = (name: string) => within(screen.getByRole('listitem', { name })).queryAllByRole('button').map((b) => b.textContent);
    expect(buttons('Pests: Room 12, BH-1, Fixed')).toEqual([]);
    expect(buttons('Internet: Room 301, BH-1, In progress')).toEqual(['Mark fixed']);
    expect(buttons('Electrical: Room 204, BH-1, Assigned')).toEqual(['Start work', 'Mark fixed']);
  });

  it('shows a card in full: description, priority, due time, entry, photos and the thread with internal notes marked', async () => {
    renderJobsPage([
      myJobs([
        job('fan', {
          mayEnter: true,
          photos: [
            { id: 'p1', url: '/api/repairs/fan/photos/p1', width: 800, height: 600, sentByName: 'Asha Rao', createdAt: hoursAgo(20) },
            { id: 'p2', url: '/api/repairs/fan/photos/p2', width: 800, height: 600, sentByName: 'Asha Rao', createdAt: hoursAgo(20) },
          ],
          comments: [
            { id: 'c1', authorName: 'Asha Rao', body: 'It stopped last night.', internal: false, createdAt: hoursAgo(19) },
            { id: 'c2', authorName: 'Warden Mehta', body: 'Key with the night guard.', internal: true, createdAt: hoursAgo(18) },
          ],
        }),
        job('tap', { category: 'PLUMBING', roomNumber: 9, priority: null, urgency: 'URGENT', dueAt: null }),
      ]),
    ]);
    const card = await screen.findByRole('listitem', { name: 'Electrical: Room 204, BH-1, Assigned' });
    expect(card).toHaveTextContent('The ceiling fan does not turn.');
    expect(card).toHaveTextContent('PriorityHigh');
    expect(card).toHaveTextContent(`Due${formatZonedMoment(FAN.dueAt!)}`);
    expect(card).toHaveTextContent('Staff may enterYes, while the student is out');
    expect(within(card).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Electrical: Room 204, BH-1, 1 of 2, sent by Asha Rao (opens full size)',
      'Electrical: Room 204, BH-1, 2 of 2, sent by Asha Rao (opens full size)',
    ]);
    const lines = within(within(card).getByRole('list', { name: 'Thread' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('It stopped last night.');
    expect(lines[0]).not.toHaveTextContent('Internal note');
    expect(lines[1]).toHaveTextContent('Internal note');
    expect(lines[1]).toHaveTextContent('Key with the night guard.');
    const tap = screen.getByRole('listitem', { name: 'Plumbing: Room 9, BH-1, Assigned' });
    expect(tap).toHaveTextContent('Staff may enterNo, only with the student in');
    expect(tap).toHaveTextContent('Not set (the student said urgent)');
    expect(tap).toHaveTextContent('DueNo due time');
  });

  it('starts work with a note: the card says In progress, the status line says so and takes the focus', async () => {
    const user = userEvent.setup();
    const started = vi.fn(() => ({ data: { startRepair: job('fan', { status: 'IN_PROGRESS', startedAt: hoursAgo(0) }) } }));
    renderJobsPage([myJobs([FAN]), { request: { query: START_REPAIR, variables: { id: 'fan', note: 'On my way with a new capacitor' } }, result: started }]);
    const card = await screen.findByRole('listitem', { name: 'Electrical: Room 204, BH-1, Assigned' });
    await user.click(within(card).getByRole('button', { name: 'Start work' }));
    const form = within(card).getByRole('form', { name: 'Start work on Electrical: Room 204, BH-1' });
    const note = within(form).getByRole('textbox', { name: 'Note (optional, the student sees it)' });
    await waitFor(() => expect(note).toHaveFocus());
    await user.type(note, 'On my way with a new capacitor');
    await user.click(within(form).getByRole('button', { name: 'Start work' }));

    await saidAndFocused('Work started: Electrical: Room 204, BH-1.');
    expect(started).toHaveBeenCalledTimes(1);
    const now = screen.getByRole('listitem', { name: 'Electrical: Room 204, BH-1, In progress' });
    expect(within(now).queryByRole('form')).not.toBeInTheDocument();
    expect(within(now).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark fixed']);
  });

  it('puts the focus back on Start work when its form is cancelled, and sends nothing', async () => {
    const user = userEvent.setup();
    renderJobsPage([myJobs([FAN])]);
    const card = await screen.findByRole('listitem', { name: /^Electrical/ });
    await user.click(within(card).getByRole('button', { name: 'Start work' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Start work' })).toHaveFocus());
  });

  it("says a refusal in the server's words, keeps the form and the note, and moves the focus to it", async () => {
    const user = userEvent.setup();
    const refusal = 'This job is no longer assigned to you.';
    renderJobsPage([myJobs([FAN]), { request: { query: START_REPAIR, variables: { id: 'fan', note: null } }, result: { errors: [new GraphQLError(refusal, { extensions: { code: 'NOT_FOUND' } })] } }]);
    const card = await screen.findByRole('listitem', { name: /^Electrical/ });
    await user.click(within(card).getByRole('button', { name: 'Start work' }));
    await user.click(within(card).getByRole('button', { name: 'Start work' }));

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(within(card).getByRole('form', { name: /^Start work on/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('listitem', { name: /^Electrical/ })).toHaveAccessibleName('Electrical: Room 204, BH-1, Assigned');
  });

  it('reads the list again when a job of theirs changes, live', async () => {
    const { push } = renderJobsPage([myJobs([FAN]), myJobs([FAN, job('tap', { category: 'PLUMBING', roomNumber: 9, overdue: true, dueAt: hoursAgo(1) })])]);
    await screen.findByRole('list', { name: 'Today' });
    expect(screen.queryByRole('list', { name: 'Overdue' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing overdue.')).toBeInTheDocument();

    act(() => push({ data: { repairChanged: 'tap' } }, 'AdminRepairChanged'));

    await waitFor(() => expect(cardsOf('Overdue')).toEqual(['Plumbing: Room 9, BH-1, Assigned']));
    expect(cardsOf('Today')).toEqual(['Electrical: Room 204, BH-1, Assigned']);
  });
});
