import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { formatZonedMoment } from 'web-kit';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { daysAgo, myRepairJobs, repairJob, repairRoom } from '../../testing/repair-fixtures';
import { RepairsPage } from './repairs-page';
import { CANCEL_REPAIR, COMMENT_ON_REPAIR, CONFIRM_REPAIR, REOPEN_REPAIR, REPAIR_JOB } from './repairs.operations';

function renderPage(mocks: Mock[]) {
  const { client, push } = mockedClientWithPush([repairRoom({ number: 204, hostelName: 'BH-1' }), ...mocks]);
  renderScreen(<RepairsPage />, { path: '/repairs', client });
  return push;
}

/** A report in the list, by its title ("Electrical: Room 204, BH-1") and state. */
const report = (name: string | RegExp) => screen.findByRole('listitem', { name });

const buttonsOf = (item: HTMLElement) => within(item).queryAllByRole('button').map((button) => button.textContent);

describe('RepairsPage: my reports', () => {
  it('lists each report with its state in words, where, the priority, due time, assignee, photos and thread', async () => {
    const due = daysAgo(-1);
    renderPage([
      myRepairJobs([
        repairJob('j1', {
          status: 'ASSIGNED',
          priority: 'URGENT',
          dueAt: due,
          assigneeName: 'Ravi Kumar',
          mayEnter: true,
          photos: [
            { id: 'p1', url: '/api/repairs/j1/photos/p1', width: 800, height: 600 },
            { id: 'p2', url: '/api/repairs/j1/photos/p2', width: 800, height: 600 },
          ],
          comments: [
            { id: 'c1', authorName: 'Asha Rao', body: 'It stopped last night.', createdAt: daysAgo(1) },
            { id: 'c2', authorName: 'Warden Mehta', body: 'An electrician comes tomorrow.', createdAt: daysAgo(0.5) },
          ],
        }),
        repairJob('j2', { status: 'CANCELLED', category: 'PLUMBING', roomNumber: null, commonArea: '2nd floor washroom' }),
      ]),
    ]);
    const assigned = await report('Electrical: Room 204, BH-1, Assigned');
    expect(within(assigned).getByText('Assigned', { selector: 'span' })).toBeInTheDocument();
    expect(within(assigned).getByText('Someone from maintenance will come to fix it.')).toBeInTheDocument();
    expect(within(assigned).getByText('Urgent')).toBeInTheDocument();
    expect(within(assigned).getByText(formatZonedMoment(due))).toBeInTheDocument();
    expect(within(assigned).getByText('Ravi Kumar')).toBeInTheDocument();
    const photos = within(assigned).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual(['Your photo 1 (opens full size)', 'Your photo 2 (opens full size)']);
    expect(photos[0]).toHaveAttribute('src', '/api/repairs/j1/photos/p1');
    const thread = within(within(assigned).getByRole('list', { name: 'Thread' })).getAllByRole('listitem');
    expect(thread.map((item) => item.textContent)).toEqual([expect.stringContaining('It stopped last night.'), expect.stringContaining('An electrician comes tomorrow.')]);

    const cancelled = screen.getByRole('listitem', { name: 'Plumbing: 2nd floor washroom, BH-1, Cancelled' });
    expect(within(cancelled).getByText('Nobody yet')).toBeInTheDocument();
    // Newest first, as the gateway sends them.
    expect(screen.getAllByRole('listitem', { name: /BH-1, / }).map((item) => item.id)).toEqual(['repair-j1', 'repair-j2']);
  });

  it('offers only the steps the gateway allows each job', async () => {
    renderPage([
      myRepairJobs([
        repairJob('reported'),
        repairJob('assigned', { status: 'ASSIGNED', category: 'PLUMBING', assigneeName: 'Ravi Kumar' }),
        repairJob('fixed', { status: 'FIXED', category: 'FURNITURE', fixedAt: daysAgo(1), reopenUntil: daysAgo(-6) }),
        repairJob('closed-recent', { status: 'CLOSED', category: 'INTERNET', fixedAt: daysAgo(6), closedAt: daysAgo(5), reopenUntil: daysAgo(-1) }),
        repairJob('closed-old', { status: 'CLOSED', category: 'CLEANING', fixedAt: daysAgo(8), closedAt: daysAgo(7) }),
        repairJob('cancelled', { status: 'CANCELLED', category: 'PESTS' }),
      ]),
    ]);
    expect(buttonsOf(await report(/^Electrical/))).toEqual(['Cancel report', 'Send message']);
    expect(buttonsOf(screen.getByRole('listitem', { name: /^Plumbing/ }))).toEqual(['Send message']);
    expect(buttonsOf(screen.getByRole('listitem', { name: /^Furniture/ }))).toEqual(['Confirm the fix', 'Reopen', 'Send message']);
    expect(buttonsOf(screen.getByRole('listitem', { name: /^Internet/ }))).toEqual(['Reopen', 'Send message']);
    expect(buttonsOf(screen.getByRole('listitem', { name: /^Cleaning/ }))).toEqual(['Send message']);
    expect(buttonsOf(screen.getByRole('listitem', { name: /^Pests/ }))).toEqual([]);
  });

  it('offers no cancel when the gateway says no, even to a report still REPORTED', async () => {
    renderPage([myRepairJobs([repairJob('j1', { status: 'REPORTED', canCancel: false })])]);
    expect(buttonsOf(await report(/Reported$/))).toEqual(['Send message']);
  });

  it('offers reopening until reopenUntil, says until when, and not after it', async () => {
    const until = daysAgo(-2);
    renderPage([
      myRepairJobs([
        repairJob('fixed', { status: 'FIXED', category: 'FURNITURE', fixedAt: daysAgo(5), reopenUntil: until }),
        repairJob('closed', { status: 'CLOSED', category: 'INTERNET', fixedAt: daysAgo(5), closedAt: daysAgo(2), reopenUntil: until }),
        // The list was read a moment ago; the window has closed since (still FIXED, so the card keeps its other step).
        repairJob('lapsed', { status: 'FIXED', category: 'CLEANING', fixedAt: daysAgo(7), reopenUntil: daysAgo(0.001) }),
        repairJob('never', { status: 'CLOSED', category: 'PESTS', fixedAt: daysAgo(30), closedAt: daysAgo(27) }),
      ]),
    ]);
    const sentence = `You can reopen it until ${formatZonedMoment(until)}.`;
    const fixed = await report(/^Furniture/);
    expect(buttonsOf(fixed)).toEqual(['Confirm the fix', 'Reopen', 'Send message']);
    expect(within(fixed).getByText(sentence)).toBeInTheDocument();
    const closed = screen.getByRole('listitem', { name: /^Internet/ });
    expect(buttonsOf(closed)).toEqual(['Reopen', 'Send message']);
    expect(within(closed).getByText(sentence)).toBeInTheDocument();
    const lapsed = screen.getByRole('listitem', { name: /^Cleaning/ });
    expect(buttonsOf(lapsed)).toEqual(['Confirm the fix', 'Send message']);
    expect(within(lapsed).queryByText(/You can reopen it/)).not.toBeInTheDocument();
    const never = screen.getByRole('listitem', { name: /^Pests/ });
    expect(buttonsOf(never)).toEqual(['Send message']);
    expect(within(never).queryByText(/You can reopen it/)).not.toBeInTheDocument();
  });

  it("captions the student's photos and the fix's, with who sent each", async () => {
    const reportedAt = daysAgo(3);
    const fixedAt = daysAgo(1);
    renderPage([
      myRepairJobs([
        repairJob('j1', {
          status: 'FIXED',
          createdAt: reportedAt,
          fixedAt,
          reopenUntil: daysAgo(-6),
          photos: [
            { id: 'p1', url: '/api/repairs/j1/photos/p1', width: 800, height: 600, sentByName: 'Asha Rao', fromReporter: true },
            { id: 'p2', url: '/api/repairs/j1/photos/p2', width: 800, height: 600, sentByName: 'Asha Rao', fromReporter: true },
            { id: 'p3', url: '/api/repairs/j1/photos/p3', width: 800, height: 600, sentByName: 'Ravi Kumar', fromReporter: false },
          ],
        }),
        repairJob('j2', {
          status: 'FIXED',
          category: 'PLUMBING',
          createdAt: reportedAt,
          fixedAt,
          photos: [
            { id: 'q1', url: '/api/repairs/j2/photos/q1', width: 800, height: 600, sentByName: 'Ravi Kumar', fromReporter: false },
            { id: 'q2', url: '/api/repairs/j2/photos/q2', width: 800, height: 600, sentByName: null, fromReporter: false },
          ],
        }),
      ]),
    ]);
    const withPhotos = await report(/^Electrical/);
    const photos = within(within(withPhotos).getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
    expect(photos.map((photo) => photo.textContent)).toEqual(['Your photo 1', 'Your photo 2', 'Photo of the fix, sent by Ravi Kumar']);
    expect(within(withPhotos).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Your photo 1 (opens full size)',
      'Your photo 2 (opens full size)',
      'Photo of the fix, sent by Ravi Kumar (opens full size)',
    ]);
    expect(within(withPhotos).getByRole('link', { name: 'Photo of the fix, sent by Ravi Kumar (opens full size)' })).toHaveAttribute('href', '/api/repairs/j1/photos/p3');
    // Several photos of a fix are numbered; one whose sender's account is gone still says it came with the fix.
    const fixOnly = screen.getByRole('listitem', { name: /^Plumbing/ });
    expect(within(fixOnly).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1 of the fix, sent by Ravi Kumar (opens full size)',
      'Photo 2 of the fix, sent by maintenance (opens full size)',
    ]);
  });

  it('cancels a report only after asking, and shows the state the server answers', async () => {
    const user = userEvent.setup();
    renderPage([
      myRepairJobs([repairJob('j1')]),
      { request: { query: CANCEL_REPAIR, variables: { id: 'j1' } }, result: { data: { cancelRepair: repairJob('j1', { status: 'CANCELLED' }) } } },
    ]);
    await user.click(within(await report(/^Electrical/)).getByRole('button', { name: 'Cancel report' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('listitem', { name: /Reported$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel report' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const cancelled = await report('Electrical: Room 204, BH-1, Cancelled');
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(cancelled).toHaveFocus());
  });

  it("says the server's refusal of a cancel (assigned meanwhile)", async () => {
    const user = userEvent.setup();
    const refusal = new GraphQLError('This job is assigned: it cannot be cancelled now.', { extensions: { code: 'CONFLICT' } });
    renderPage([myRepairJobs([repairJob('j1')]), { request: { query: CANCEL_REPAIR, variables: { id: 'j1' } }, result: { errors: [refusal.toJSON()] } }]);
    await user.click(within(await report(/^Electrical/)).getByRole('button', { name: 'Cancel report' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is assigned: it cannot be cancelled now.');
  });

  it('confirms a fix with confirmRepair', async () => {
    const user = userEvent.setup();
    renderPage([
      myRepairJobs([repairJob('j1', { status: 'FIXED', fixedAt: daysAgo(1), reopenUntil: daysAgo(-6) })]),
      {
        request: { query: CONFIRM_REPAIR, variables: { id: 'j1' } },
        result: { data: { confirmRepair: repairJob('j1', { status: 'CLOSED', fixedAt: daysAgo(1), closedAt: daysAgo(0), reopenUntil: daysAgo(-6) }) } },
      },
    ]);
    await user.click(within(await report(/Fixed$/)).getByRole('button', { name: 'Confirm the fix' }));
    const closed = await report(/Closed$/);
    expect(buttonsOf(closed)).toEqual(['Reopen', 'Send message']);
  });

  it('reopens a fix with the note written', async () => {
    const user = userEvent.setup();
    renderPage([
      myRepairJobs([repairJob('j1', { status: 'FIXED', fixedAt: daysAgo(1), reopenUntil: daysAgo(-6) })]),
      {
        request: { query: REOPEN_REPAIR, variables: { id: 'j1', note: 'It stops again after an hour.' } },
        result: { data: { reopenRepair: repairJob('j1', { status: 'ASSIGNED', assigneeName: 'Ravi Kumar', comments: [{ id: 'c1', authorName: 'Asha Rao', body: 'It stops again after an hour.', createdAt: daysAgo(0) }] }) } },
      },
    ]);
    await user.click(within(await report(/Fixed$/)).getByRole('button', { name: 'Reopen' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen this report?' });
    await user.type(within(dialog).getByLabelText('What is still wrong? (optional)'), 'It stops again after an hour.');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    const reopened = await report(/Assigned$/);
    expect(within(reopened).getByText('It stops again after an hour.')).toBeInTheDocument();
  });

  it('adds a message to the thread', async () => {
    const user = userEvent.setup();
    renderPage([
      myRepairJobs([repairJob('j1')]),
      {
        request: { query: COMMENT_ON_REPAIR, variables: { id: 'j1', body: 'I am in after 5 pm.' } },
        result: { data: { commentOnRepair: repairJob('j1', { comments: [{ id: 'c1', authorName: 'Asha Rao', body: 'I am in after 5 pm.', createdAt: daysAgo(0) }] }) } },
      },
    ]);
    const item = await report(/^Electrical/);
    await user.type(within(item).getByLabelText('Message to the office'), 'I am in after 5 pm.');
    await user.click(within(item).getByRole('button', { name: 'Send message' }));
    expect(await within(item).findByText('I am in after 5 pm.')).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByLabelText('Message to the office')).toHaveValue(''));
  });

  it('reads a job again when staff change it (repairChanged)', async () => {
    const push = renderPage([
      myRepairJobs([repairJob('j1')]),
      { request: { query: REPAIR_JOB, variables: { id: 'j1' } }, result: { data: { repairJob: repairJob('j1', { status: 'ASSIGNED', priority: 'HIGH', assigneeName: 'Ravi Kumar' }) } } },
    ]);
    await report(/Reported$/);
    act(() => push({ data: { repairChanged: 'j1' } }, 'StudentRepairChanged'));
    await report(/Assigned$/);
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
  });
});
