import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { carryMock, carryPreview, carryReport, step } from './carry.fixtures';
import { ANANYA, KABIR, MEERA, roster, rosterYear, settings, viewer } from './roster.fixtures';
// The page is a lazy route: transformed here, up front, so the screen's waits measure the screen.
import './roster-page';

const PATH = '/adminpage/roster';
const OPEN = rosterYear('2027-28');
const CLOSED = rosterYear('2026-27', '2027-06-30T12:00:00.000Z');
const YEARS = [OPEN, CLOSED];

const page = (...mocks: Mock[]) => renderRoute(PATH, [viewer(), settings('OPEN'), ...mocks]);
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe("each academic year's roster", () => {
  it('says which year it shows, and shows a closed year as it stood, read-only', async () => {
    const { user } = page(roster([], { years: YEARS }), carryPreview(4, carryReport()), roster([ANANYA, KABIR, MEERA], { year: '2026-27', years: YEARS }), { ...roster([], { years: YEARS }), maxUsageCount: 2 });
    // The first screen of the file waits longer: it loads the page's chunk (seconds on a busy machine).
    expect(await screen.findByText('0 students on the 2027-28 roster.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Nobody is on the 2027-28 roster yet. Carry the 2026-27 roster on below, add students one by one, or import the office’s CSV file.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Academic year' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['2027-28 (open)', '2026-27 (closed)']);
    expect(screen.getByRole('heading', { level: 2, name: 'Add a student' })).toBeInTheDocument();

    await user.selectOptions(picker, '2026-27 (closed)');
    expect(await screen.findByText('3 students on the 2026-27 roster.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/adminpage/roster?year=2026-27');
    expect(rows(screen.getByRole('table', { name: 'Students on the roster' })).map((row) => row[0])).toEqual(['21CS001', '21ME014', '22EE007']);
    expect(screen.getByText('2026-27 is closed: this is its roster as it stood when the year closed, read-only. Choose the open year above for the roster students are on now.')).toBeInTheDocument();
    // Read-only: nothing that changes the open year's roster is offered under a closed year.
    for (const name of ['Add a student', 'Invitations', 'The roster as a CSV file', 'Carry the roster into 2027-28']) expect(screen.queryByRole('heading', { level: 2, name })).not.toBeInTheDocument();
    expect(picker).toHaveFocus();

    await user.selectOptions(picker, '2027-28 (open)');
    expect(await screen.findByText('0 students on the 2027-28 roster.')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/adminpage/roster');
  });

  it("offers no carry while no year has closed", async () => {
    page(roster([ANANYA], { years: [rosterYear('2026-27')] }));
    expect(await screen.findByText('1 student on the 2026-27 roster.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Carry the roster/ })).not.toBeInTheDocument();
  });
});

describe('carrying the roster into the new year', () => {
  it('shows its dry run first, then carries in one step and says so; a second carry has nobody left', async () => {
    const carried = vi.fn(() => ({ data: { carryRosterForward: carryReport({ dryRun: false }) } }));
    const { user } = page(
      roster([], { years: YEARS }),
      carryPreview(4, carryReport()),
      carryPreview(3, carryReport({ lastYearOfStudy: 3, carried: 2, steps: [step(1, 2)], finalYear: 2 })),
      carryPreview(4, carryReport()),
      carryMock(4, carried),
      { ...roster([ANANYA, KABIR, MEERA], { years: YEARS }), maxUsageCount: 2 },
      { ...carryPreview(4, carryReport({ carried: 0, steps: [], alreadyOnRoster: 4 })), maxUsageCount: 2 },
    );
    const card = (await screen.findByRole('heading', { level: 2, name: 'Carry the roster into 2027-28' })).closest('section')!;
    const dry = await within(card).findByRole('region', { name: 'Dry run' });
    expect(dry).toHaveTextContent('Dry run: 3 students of 2026-27 would be carried into 2027-28, each a year of study on.');
    expect(within(dry).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Year 1 → year 2: 2 students',
      'Year 3 → year 4: 1 student',
      '1 student in year 4 or later, the last year of study: they leave and are not carried.',
      '1 student already on the 2027-28 roster (imported or added since): left as they are.',
    ]);
    expect(rows(within(dry).getByRole('table', { name: 'Students left out' }))).toEqual([
      ['20CS001', 'Rohan Das', '4', 'Last year of study'],
      ['22EE007', 'Meera Iyer', '2', 'Already on the roster'],
    ]);

    // A three-year programme's office: the dry run is asked again.
    const last = within(card).getByRole('combobox', { name: 'Last year of study' });
    expect(last).toHaveValue('4');
    await user.selectOptions(last, '3');
    await waitFor(() => expect(within(card).getByRole('region', { name: 'Dry run' })).toHaveTextContent('2 students of 2026-27 would be carried'));
    await user.selectOptions(last, '4');
    await waitFor(() => expect(within(card).getByRole('region', { name: 'Dry run' })).toHaveTextContent('3 students of 2026-27 would be carried'));
    expect(carried).not.toHaveBeenCalled();

    const button = within(card).getByRole('button', { name: 'Carry the roster into 2027-28' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Carried 3 students into 2027-28: they are on its roster now.'));
    expect(carried).toHaveBeenCalledWith({ lastYearOfStudy: 4 });
    // The roster is read again, and so is the dry run: nobody is left to carry.
    expect(await screen.findByText('3 students on the 2027-28 roster.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('region', { name: 'Dry run' })).toHaveTextContent('Dry run: Nobody is left to carry from 2026-27 into 2027-28.'));
    expect(button).toBeDisabled();
  });

  it("says the gateway's sentence when the carry is refused", async () => {
    const { user } = page(roster([], { years: YEARS }), carryPreview(4, carryReport()), carryMock(4, { errors: [{ message: 'Only an administrator can change the roster.', extensions: { code: 'FORBIDDEN' } }] }));
    const button = await screen.findByRole('button', { name: 'Carry the roster into 2027-28' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an administrator can change the roster.');
  });
});
