import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { DELETE_PROCESS, PUBLISH_ASSIGNMENT, PUBLISH_PROCESS, RUN_ASSIGNMENT, UNDO_ASSIGNMENT } from './selection-process.operations';
import { SET_QUESTIONNAIRE } from './questionnaire.operations';
import { assignment, process, processesMock, processMock, PUBLISHED, viewer } from './selection-process.fixtures';
// The page is a lazy route: transformed here, up front, so the screen's waits measure the screen.
import './process-page';
import './processes-page';

const PATH = '/adminpage/selection/processes/p-1';
/** A close already passed, and one far ahead, whatever day the tests run. */
const PAST = '2020-01-01T12:30:00.000Z';
const AHEAD = '2099-01-01T12:30:00.000Z';

const page = (...mocks: Mock[]) => renderRoute(PATH, [viewer(), ...mocks]);
const actions = () => screen.getByRole('heading', { level: 2, name: 'What happens next' }).closest('section')!;
const nextCard = async () => (await screen.findByRole('heading', { level: 2, name: 'What happens next' })).closest('section')!;
const said = (text: string) => waitFor(() => expect(screen.getAllByRole('status').some((line) => line.textContent === text)).toBe(true));
const mutation = (query: Mock['request']['query'], answer: Record<string, unknown>) => {
  const called = vi.fn(() => ({ data: answer }));
  return { called, mock: { request: { query, variables: { id: 'p-1' } }, result: called } as Mock };
};

describe('a draft', () => {
  it('shows its settings and draw on the office clock, with Edit, Delete and Publish', async () => {
    page(processMock(process()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Girls selection day' })).toBeInTheDocument();
    expect(screen.getByTestId('process-status')).toHaveTextContent('Status: Draft');
    const settings = screen.getByRole('heading', { level: 2, name: 'Settings' }).closest('section')!;
    expect(settings).toHaveTextContent('HostelsGH-1');
    expect(settings).toHaveTextContent('Who takes partGirls only, years 1 and 2');
    expect(settings).toHaveTextContent('Lottery numbersRandom only');
    expect(settings).toHaveTextContent(/First slot opensNov 27, 2026, (10:00\sAM|10:00)/);
    expect(settings).toHaveTextContent('Slot length10 minutes');
    expect(settings).toHaveTextContent(/ClosesNov 28, 2026, (6:00\sPM|18:00)/);
    const draw = screen.getByRole('heading', { level: 2, name: 'The draw' }).closest('section')!;
    expect(draw).toHaveTextContent('Entrants (if published now)120');
    expect(draw).toHaveTextContent('Slots3');
    expect(draw).toHaveTextContent('the same seed gives the same draw');
    expect(within(actions()).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${PATH}/edit`);
    expect(within(actions()).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(within(actions()).getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('cannot be published while its last slot would open after the close, and says why', async () => {
    page(processMock(process({ entrants: 8000, slots: 200, lastSlotAt: '2026-11-28T13:40:00.000Z' })));
    const publish = await within(await nextCard()).findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(/^The last of the 200 slots would open at Nov 28, 2026, (7:10\sPM|19:10), after the close at .*more students a slot, shorter slots, or a later close\.$/);
  });

  it('cannot be published with nobody taking part', async () => {
    page(processMock(process({ entrants: 0, slots: 0, lastSlotAt: null })));
    const publish = await within(await nextCard()).findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('No student on the roster takes part with these settings. Edit the hostels or who takes part.');
  });

  it('is published through a dialog saying it draws numbers and mails every entrant, for good', async () => {
    const { called, mock } = mutation(PUBLISH_PROCESS, { publishSelectionProcess: PUBLISHED({ closesAt: AHEAD }) });
    const { user } = page(processMock(process({ closesAt: AHEAD })), mock);
    await user.click(await within(await nextCard()).findByRole('button', { name: 'Publish' }));

    let dialog = screen.getByRole('dialog', { name: 'Publish Girls selection day?' });
    expect(dialog).toHaveTextContent('Publishing draws a lottery number for each of the 120 students who take part');
    expect(dialog).toHaveTextContent('mails each of them their number and slot');
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(called).not.toHaveBeenCalled();

    await user.click(within(actions()).getByRole('button', { name: 'Publish' }));
    dialog = screen.getByRole('dialog', { name: 'Publish Girls selection day?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish and mail 120 students' }));
    await said('Girls selection day is published: lottery numbers are drawn and 120 students are being mailed their slot.');
    expect(called).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('process-status')).toHaveTextContent('Status: Published');
    const draw = screen.getByRole('heading', { level: 2, name: 'The draw' }).closest('section')!;
    expect(draw).toHaveTextContent('Seed123456');
    expect(draw).toHaveTextContent('Draw digesta3f1c2d4');
    expect(draw).toHaveTextContent('The seed and the digest of the drawn order are recorded in the audit log; the same seed gives the same draw.');
    expect(within(draw).getByRole('link', { name: 'Download entrants (CSV)' })).toHaveAttribute('href', '/api/office/selection/p-1/entrants.csv');
    expect(actions()).toHaveTextContent('Students choose their rooms from their slot until');
    expect(within(actions()).queryByRole('button', { name: 'Run assignment' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const refused = { errors: [new GraphQLError('This process has already closed: set a later close first.', { extensions: { code: 'BAD_USER_INPUT' } })] };
    const { user } = page(processMock(process({ closesAt: AHEAD })), { request: { query: PUBLISH_PROCESS, variables: { id: 'p-1' } }, result: refused });
    await user.click(await within(await nextCard()).findByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish Girls selection day?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish and mail 120 students' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This process has already closed: set a later close first.');
  });

  it('is deleted after asking, back on the list', async () => {
    const { called, mock } = mutation(DELETE_PROCESS, { deleteSelectionProcess: true });
    const { user } = page(processMock(process()), mock, processesMock([]));
    await user.click(await within(await nextCard()).findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Girls selection day?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/adminpage\/selection\/processes$/));
    expect(called).toHaveBeenCalledTimes(1);
    await said('Girls selection day was deleted.');
  });
});

describe('after the close', () => {
  it('runs the assignment, follows the job every 2 s, then shows who was placed', async () => {
    const { called, mock } = mutation(RUN_ASSIGNMENT, { runSelectionAssignment: PUBLISHED({ closesAt: PAST, status: 'ASSIGNING' }) });
    const { user } = page(processMock(PUBLISHED({ closesAt: PAST })), mock, processMock(PUBLISHED({ closesAt: PAST, status: 'ASSIGNED', assignment: assignment() })));
    await user.click(await within(await nextCard()).findByRole('button', { name: 'Run assignment' }));
    expect(await within(actions()).findByText(/Placing students…/)).toBeInTheDocument();
    expect(called).toHaveBeenCalledTimes(1);

    // The poll's answer: the job has ended.
    expect(await within(actions()).findByRole('button', { name: 'Undo assignment' }, { timeout: 5000 })).toBeInTheDocument();
    await said('The assignment has finished. Check it, then publish it or undo it.');
    expect(actions()).toHaveTextContent('The assignment has run. 120 entrants: 5 chose, 112 placed by the office, 1 in a pending request, 2 not placed.');
  });

  it("offers to run it again while it places, for a job that failed for good, and shows the server's refusal while it still runs", async () => {
    const refused = { errors: [new GraphQLError('Girls selection day is being assigned now.', { extensions: { code: 'CONFLICT' } })] };
    const { user } = page(processMock(PUBLISHED({ closesAt: PAST, status: 'ASSIGNING' })), { request: { query: RUN_ASSIGNMENT, variables: { id: 'p-1' } }, result: refused });
    expect(await within(await nextCard()).findByText(/If this lasts more than a few minutes, the job may have failed/)).toBeInTheDocument();
    await user.click(within(actions()).getByRole('button', { name: 'Run assignment again' }));
    expect(await within(actions()).findByText('Girls selection day is being assigned now.')).toBeInTheDocument();
  });
});

describe("the server's clock", () => {
  it('decides the close, not the browser\'s: run is offered once the server says the process closed', async () => {
    // The browser's clock is years before the close; the server's is after it.
    page(processMock(PUBLISHED({ closesAt: '2029-01-01T00:00:00.000Z', now: '2030-01-01T00:00:00.000Z' })));
    expect(await within(await nextCard()).findByRole('button', { name: 'Run assignment' })).toBeEnabled();
  });

  it('counts only those publishing mails: a student who never signed up is not told by mail', async () => {
    const { user } = page(processMock(PUBLISHED({ closesAt: PAST, status: 'ASSIGNED', assignment: assignment({ mailed: 113 }) })));
    await user.click(await within(await nextCard()).findByRole('button', { name: 'Publish assignment' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish the assignment?' });
    expect(dialog).toHaveTextContent('112 placed students are mailed their room; 1 student not placed who has an account is told they have no bed and why. Those who never signed up get no mail: the office reaches them.');
    expect(within(dialog).getByRole('button', { name: 'Publish and mail 113 students' })).toBeInTheDocument();
  });
});

describe('an assignment not yet told', () => {
  const assigned = () => PUBLISHED({ closesAt: PAST, status: 'ASSIGNED', assignment: assignment() });

  it('lists who was not placed and why, with Undo and Publish', async () => {
    page(processMock(assigned()));
    const table = await screen.findByRole('table', { name: 'Students not placed' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Asha Patil', '21CS001', 'No free bed in GH-1 for her room type'],
      ['Meera Iyer', '22EE007', 'Needs an accessible room; none is free'],
    ]);
    expect(table.closest('[data-layout="cards-when-narrow"]')).not.toBeNull();
    expect(within(actions()).getByRole('button', { name: 'Undo assignment' })).toBeEnabled();
    expect(within(actions()).getByRole('button', { name: 'Publish assignment' })).toBeEnabled();
  });

  it('is undone after asking: published again, ready to run', async () => {
    const { called, mock } = mutation(UNDO_ASSIGNMENT, { undoSelectionAssignment: PUBLISHED({ closesAt: PAST }) });
    const { user } = page(processMock(assigned()), mock);
    await user.click(await within(await nextCard()).findByRole('button', { name: 'Undo assignment' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo the assignment?' });
    expect(dialog).toHaveTextContent('The 112 placements it made are removed');
    await user.click(within(dialog).getByRole('button', { name: 'Undo assignment' }));
    await said('The assignment is undone: its placements are removed. Run it again when you are ready.');
    expect(called).toHaveBeenCalledTimes(1);
    expect(within(actions()).getByRole('button', { name: 'Run assignment' })).toBeInTheDocument();
  });

  it('is published after a dialog saying everyone is mailed, then summed up', async () => {
    const told = PUBLISHED({ closesAt: PAST, status: 'DONE', assignment: assignment({ publishedAt: '2026-11-28T14:00:00.000Z' }) });
    const { called, mock } = mutation(PUBLISH_ASSIGNMENT, { publishSelectionAssignment: told });
    const { user } = page(processMock(assigned()), mock);
    await user.click(await within(await nextCard()).findByRole('button', { name: 'Publish assignment' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish the assignment?' });
    expect(dialog).toHaveTextContent('112 placed students are mailed their room; 2 students not placed who have an account are told they have no bed and why.');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish and mail 114 students' }));
    await said('The assignment is published: 114 students are being mailed.');
    expect(called).toHaveBeenCalledTimes(1);
    expect(actions()).toHaveTextContent(/^What happens nextDone: everyone was told on Nov 28, 2026, (7:30\sPM|19:30)\. 120 entrants: 5 chose, 112 placed by the office, 1 in a pending request, 2 not placed\./);
    expect(within(actions()).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the roommate questionnaire', () => {
  const card = async () => within((await screen.findByRole('heading', { level: 2, name: 'Roommate questionnaire' })).closest('section')!);

  it('of a draft: edited, a question added and one removed, saved whole, and said', async () => {
    const saved = process({ questionnaire: [process().questionnaire[0]!, { ...process().questionnaire[1]!, key: 'pets', label: 'Do you keep pets?', dealbreaker: false, weight: 1 }] });
    const called = vi.fn(() => ({ data: { setRoommateQuestionnaire: saved } }));
    page(processMock(process()), {
      request: {
        query: SET_QUESTIONNAIRE,
        variables: {
          processId: 'p-1',
          questions: [
            { key: 'sleep', label: 'When do you usually go to sleep?', kind: 'SCALE', choices: ['Before 10 PM', 'Around 11 PM', 'Around midnight', 'Around 1 AM', 'After 2 AM'], weight: 3, dealbreaker: false },
            { key: 'do-you-keep-pets', label: 'Do you keep pets?', kind: 'CHOICE', choices: ['No', 'Yes'], weight: 1, dealbreaker: false },
          ],
        },
      },
      result: called,
    });
    const questionnaire = await card();
    expect(questionnaire.getByRole('table', { name: 'Roommate questions' })).toHaveTextContent('Do you smoke?');
    const user = userEvent.setup();
    await user.click(questionnaire.getByRole('button', { name: 'Edit questions' }));
    await user.click(questionnaire.getByRole('button', { name: 'Remove question 2' }));
    await user.click(questionnaire.getByRole('button', { name: 'Add a question' }));
    const added = questionnaire.getByRole('group', { name: 'Question 2' });
    await user.type(within(added).getByRole('textbox', { name: 'Question' }), 'Do you keep pets?');
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Kind' }), 'CHOICE');
    await user.type(within(added).getByRole('textbox', { name: /Answers, one to a line/ }), 'No{Enter}Yes');
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Weight' }), '1');
    await user.click(questionnaire.getByRole('button', { name: 'Save questions' }));
    await said('The roommate questionnaire is saved: 2 questions.');
    expect(called).toHaveBeenCalledOnce();
  });

  it('of a published process: fixed, with no way to edit', async () => {
    page(processMock(PUBLISHED({ closesAt: AHEAD })));
    const questionnaire = await card();
    expect(questionnaire.getByText(/The questions are fixed now that the process is published/)).toBeInTheDocument();
    expect(questionnaire.queryByRole('button', { name: 'Edit questions' })).not.toBeInTheDocument();
  });

  it('says the server’s refusal beside the form', async () => {
    page(processMock(process()), {
      request: { query: SET_QUESTIONNAIRE, variables: { processId: 'p-1', questions: [] } },
      result: { errors: [new GraphQLError('At least one question must count (a weight above 0, or a dealbreaker).', { extensions: { code: 'BAD_USER_INPUT' } })] },
    });
    const questionnaire = await card();
    const user = userEvent.setup();
    await user.click(questionnaire.getByRole('button', { name: 'Edit questions' }));
    await user.click(questionnaire.getByRole('button', { name: 'Remove question 2' }));
    await user.click(questionnaire.getByRole('button', { name: 'Remove question 1' }));
    await user.click(questionnaire.getByRole('button', { name: 'Save questions' }));
    expect(await questionnaire.findByText('At least one question must count (a weight above 0, or a dealbreaker).')).toBeInTheDocument();
  });
});
