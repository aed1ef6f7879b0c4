import { screen, waitFor, within } from '@testing-library/react';
import { readRoutes, routeFor } from 'web-kit';
import { cardLabels, inCardLayout } from '../../test-utils/card-layout';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { ADMIN_ONLY, manifest } from '../../manifest';
import type { RosterImport } from './roster-csv-api';
import { ANANYA, KABIR, MEERA, roster, settings, student, viewer } from './roster.fixtures';
import { ADD_ROSTER_STUDENT, INVITE_ROSTER_STUDENTS, SET_SIGNUP_MODE } from './roster.operations';
// The page is a lazy route: transformed here, up front, so the screen's waits measure the screen, not the
// first transform of its modules (seconds on a busy machine).
import './roster-page';

const PATH = '/adminpage/roster';
const CSV_URL = '/api/office/roster.csv';
const COLUMNS = ['Enrollment ID', 'Name', 'Email', 'Gender', 'Year', 'Programme', 'Accessible room', 'Signed up / invited'];

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const page = (...mocks: Mock[]) => renderRoute(PATH, [viewer(), settings('OPEN'), ...mocks]);

describe('the Roster page', () => {
  it('is for administrators only: a warden reads one sentence, and the sidebar has no Roster', async () => {
    renderRoute(PATH, [viewer('WARDEN')]);
    expect(await screen.findByText(ADMIN_ONLY.roster)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Roster' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Roster' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('is named in the manifest, for staff: the warden is refused here, in the admin frame', () => {
    const remotes = [{ ...manifest, routes: readRoutes(JSON.parse(JSON.stringify(manifest.routes))) }];
    expect(routeFor(PATH, remotes)?.route).toMatchObject({ guard: 'admin', title: 'Roster' });
  });

  it("is in an admin's sidebar", async () => {
    page(roster([]));
    expect(await screen.findByRole('link', { name: 'Roster' })).toHaveAttribute('href', PATH);
  });
});

describe('how students join', () => {
  it('switches to roster only, with a sentence for each choice, and says so in a toast', async () => {
    const saved = vi.fn(() => ({ data: { setSignupMode: { __typename: 'CampusSettings', signupMode: 'ROSTER' } } }));
    const { user } = page(roster([]), { request: { query: SET_SIGNUP_MODE, variables: { mode: 'ROSTER' } }, result: saved });
    const form = await screen.findByRole('form', { name: 'How students join' });
    const open = await within(form).findByRole('radio', { name: 'Open signup' });
    const rosterOnly = within(form).getByRole('radio', { name: 'Roster only' });
    expect(open).toBeChecked();
    expect(open).toHaveAccessibleDescription('Any student can create an account with their enrollment ID; the roster is not checked.');
    expect(rosterOnly).toHaveAccessibleDescription('Only a student on the roster can create an account, with the email and gender the roster has for them.');
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    // Keyboard alone: arrows move the choice, Enter saves it.
    open.focus();
    await user.keyboard('{ArrowRight}');
    expect(rosterOnly).toBeChecked();
    expect(saved).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Signup is now for students on the roster only.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ mode: 'ROSTER' });
    expect(rosterOnly).toBeChecked();
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("keeps the choice and says the server's sentence when it is refused", async () => {
    const { user } = page(roster([]), { request: { query: SET_SIGNUP_MODE, variables: { mode: 'ROSTER' } }, result: { errors: [{ message: 'Only an administrator can change how students sign up.', extensions: { code: 'FORBIDDEN' } }] } });
    const form = await screen.findByRole('form', { name: 'How students join' });
    await user.click(await within(form).findByRole('radio', { name: 'Roster only' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only an administrator can change how students sign up.');
    expect(within(form).getByRole('radio', { name: 'Roster only' })).toBeChecked();
  });
});

describe('the roster', () => {
  it('lists the students in words, with cards on a phone', async () => {
    page(roster([ANANYA, { ...KABIR, needsAccessibleRoom: true }, MEERA], { total: 3 }));
    const table = await screen.findByRole('table', { name: 'Students on the roster' });
    expect(inCardLayout(table)).toBe(true);
    const { headings, rows: labels } = cardLabels(table);
    expect(headings).toEqual(COLUMNS);
    expect(labels).toEqual([COLUMNS, COLUMNS, COLUMNS]);
    expect(rows(table)).toEqual([
      ['21CS001', 'Ananya Rao', 'ananya@dormspace.test', 'Female', '2', 'B.Tech Computer Science', 'No', 'Not invited yet'],
      ['21ME014', 'Kabir Singh', 'kabir@dormspace.test', 'Male', '3', 'B.Tech Mechanical', 'Needs one', 'Signed up'],
      ['22EE007', 'Meera Iyer', 'meera@dormspace.test', 'Female', '1', 'B.Tech Electrical', 'No', 'Invited Nov 23, 2026, 3:30 PM'],
    ]);
    expect(screen.getByText('3 students on the 2026-27 roster.')).toBeInTheDocument();
    expect(screen.getByText('Students 1 to 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('searches on the server, keeps the search in the address, and pages through the matches', async () => {
    const many = Array.from({ length: 25 }, (_, i) => student({ enrollmentId: `23CS${String(i + 1).padStart(3, '0')}`, name: `Student ${i + 1}`, email: `s${i + 1}@dormspace.test` }));
    const { user } = page(roster([ANANYA, KABIR], { total: 2 }), roster(many, { total: 26, search: '23CS' }), roster([student({ enrollmentId: '23CS026', name: 'Student 26', email: 's26@dormspace.test' })], { total: 26, search: '23CS', page: 2 }));
    await screen.findByRole('table', { name: 'Students on the roster' });
    const search = screen.getByRole('search', { name: 'Find a student on the roster' });
    await user.type(within(search).getByRole('searchbox', { name: 'Enrollment ID, name or email' }), '23CS{Enter}');

    const matches = await screen.findByRole('table', { name: 'Students on the roster matching 23CS' });
    expect(rows(matches)).toHaveLength(25);
    expect(screen.getByText('26 students of the 2026-27 roster match “23CS”.')).toBeInTheDocument();
    expect(screen.getByText('Students 1 to 25 of 26')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?q=23CS`);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Student 26 of 26')).toBeInTheDocument();
    expect(rows(screen.getByRole('table', { name: 'Students on the roster matching 23CS' }))[0]?.[0]).toBe('23CS026');
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?q=23CS&page=2`);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says so when nobody is on it yet', async () => {
    page(roster([]));
    expect(await screen.findByText('Nobody is on the roster yet. Add students one by one below, or import the office’s CSV file.')).toBeInTheDocument();
  });
});

describe('adding a student', () => {
  const input = { enrollmentId: '23CS042', name: 'Riya Sen', email: 'ananya@dormspace.test', gender: 'FEMALE', yearOfStudy: 1, programme: 'B.Tech Computer Science', needsAccessibleRoom: false };
  const fill = async (user: ReturnType<typeof renderRoute>['user'], form: HTMLElement, email: string) => {
    await user.type(within(form).getByRole('textbox', { name: 'Enrollment ID' }), '23cs042');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Riya Sen');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), email);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Year of study' }), 'Year 1');
    await user.type(within(form).getByRole('textbox', { name: 'Programme' }), 'B.Tech Computer Science');
  };

  it('asks for every blank field beside it, sending nothing', async () => {
    const add = vi.fn();
    const { user } = page(roster([]), { request: { query: ADD_ROSTER_STUDENT, variables: () => true }, result: add });
    const form = await screen.findByRole('form', { name: 'Add a student' });
    await user.click(within(form).getByRole('button', { name: 'Add to the roster' }));
    expect(within(form).getByRole('textbox', { name: 'Enrollment ID' })).toHaveAccessibleDescription('Enter the student’s enrollment ID.');
    expect(within(form).getByRole('textbox', { name: 'Enrollment ID' })).toHaveFocus();
    expect(within(form).getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription('Choose the student’s gender.');
    expect(within(form).getByRole('combobox', { name: 'Year of study' })).toHaveAccessibleDescription('Choose the student’s year of study.');
    expect(add).not.toHaveBeenCalled();
  });

  it("shows the server's field error beside its field, then adds the student once it is fixed", async () => {
    const message = 'This email is on the roster for enrollment ID 21CS001.';
    const added = vi.fn(() => ({ data: { addRosterStudent: student({ enrollmentId: '23CS042', name: 'Riya Sen', email: 'riya@dormspace.test', yearOfStudy: 1 }) } }));
    const { user } = page(
      roster([ANANYA]),
      { request: { query: ADD_ROSTER_STUDENT, variables: { input: { ...input, enrollmentId: '23cs042' } } }, result: { errors: [{ message, extensions: { code: 'CONFLICT', fields: [{ field: 'email', message }] } }] } },
      { request: { query: ADD_ROSTER_STUDENT, variables: { input: { ...input, enrollmentId: '23cs042', email: 'riya@dormspace.test' } } }, result: added },
      roster([ANANYA, student({ enrollmentId: '23CS042', name: 'Riya Sen', email: 'riya@dormspace.test', yearOfStudy: 1 })]),
    );
    const form = await screen.findByRole('form', { name: 'Add a student' });
    await fill(user, form, 'ananya@dormspace.test');
    await user.click(within(form).getByRole('button', { name: 'Add to the roster' }));

    const email = within(form).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    // The message found its field: no alert above the button repeats it.
    expect(within(form).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([message]);
    expect(within(form).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');

    await user.clear(email);
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'riya@dormspace.test');
    await user.click(within(form).getByRole('button', { name: 'Add to the roster' }));
    expect(await screen.findByText('Riya Sen (23CS042) is on the roster.')).toBeInTheDocument();
    expect(added).toHaveBeenCalledTimes(1);
    expect(within(form).getByRole('textbox', { name: 'Enrollment ID' })).toHaveValue('');
    // The roster is read again: the new student is listed.
    expect(await screen.findByRole('cell', { name: 'Riya Sen' })).toBeInTheDocument();
  });
});

describe('the roster as a CSV file', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const result = (overrides: Partial<RosterImport>): RosterImport => ({ dryRun: true, rows: 0, created: 0, updated: 0, unchanged: 0, problems: [], ...overrides });
  const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });
  const HEADER = 'enrollment_id,name,email,gender,year_of_study,programme\n';
  const BAD = csv('bad.csv', `${HEADER}21CS001,Ananya Rao,ananya@dormspace.test,Female,9,B.Tech\n21CS001,Riya Sen,riya@dormspace.test,Other,1,B.Tech\n`);
  const GOOD = csv('roster.csv', `${HEADER}21CS001,Ananya Rao,ananya@dormspace.test,Female,3,B.Tech Computer Science\n23CS042,Riya Sen,riya@dormspace.test,Female,1,B.Tech\n21ME014,Kabir Singh,kabir@dormspace.test,Male,3,B.Tech Mechanical\n`);

  it('checks a file first, listing every problem by line; then imports a good one, says what changed and reads the roster again', async () => {
    fetchMock
      .mockResolvedValueOnce(
        answer(200, result({
          rows: 2,
          problems: [
            { line: 2, field: 'year_of_study', message: 'Year of study must be a whole number from 1 to 8.' },
            { line: 3, field: 'enrollment_id', message: 'Enrollment ID 21CS001 is also on line 2.' },
            { line: 3, field: 'gender', message: 'Gender must be Male or Female.' },
          ],
        })),
      )
      .mockResolvedValueOnce(answer(200, result({ rows: 3, created: 1, updated: 1, unchanged: 1 })))
      .mockResolvedValueOnce(answer(200, result({ dryRun: false, rows: 3, created: 1, updated: 1, unchanged: 1 })));
    const { user } = page(roster([ANANYA, KABIR]), roster([ANANYA, KABIR, student({ enrollmentId: '23CS042', name: 'Riya Sen', email: 'riya@dormspace.test' })]));
    expect(await screen.findByRole('link', { name: 'Export roster (CSV)' })).toHaveAttribute('href', CSV_URL);
    const form = screen.getByRole('form', { name: 'Import roster (CSV)' });
    const input = within(form).getByLabelText('CSV file of the roster');

    await user.upload(input, BAD);
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    const problems = await screen.findByRole('table', { name: 'Problems in bad.csv' });
    expect(rows(problems)).toEqual([
      ['2', 'year_of_study', 'Year of study must be a whole number from 1 to 8.'],
      ['3', 'enrollment_id', 'Enrollment ID 21CS001 is also on line 2.'],
      ['3', 'gender', 'Gender must be Male or Female.'],
    ]);
    expect(screen.getByText('Nothing was imported: bad.csv has 3 problems. Fix them and check the file again.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(`${CSV_URL}?dryRun=1`, expect.objectContaining({ method: 'POST', body: BAD, credentials: 'same-origin', headers: expect.objectContaining({ 'Content-Type': 'text/csv' }) }));

    await user.upload(input, GOOD);
    expect(screen.queryByRole('table', { name: 'Problems in bad.csv' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('roster.csv is ready: 3 lines, 1 student to be added, 1 to be updated and 1 unchanged. Nothing has changed yet.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(`${CSV_URL}?dryRun=1`, expect.objectContaining({ body: GOOD }));

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported roster.csv: 1 student added, 1 updated and 1 unchanged.')).toHaveAttribute('role', 'status');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith(CSV_URL, expect.objectContaining({ method: 'POST', body: GOOD, credentials: 'same-origin' }));
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    // The roster is read again: the imported student is listed.
    expect(await screen.findByRole('cell', { name: 'Riya Sen' })).toBeInTheDocument();
  });

  it("says the gateway's sentence when the file is refused whole, and asks for a file before sending anything", async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Log in first.', code: 'UNAUTHENTICATED' }));
    const { user } = page(roster([]));
    const form = await screen.findByRole('form', { name: 'Import roster (CSV)' });
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file first.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.upload(within(form).getByLabelText('CSV file of the roster'), GOOD);
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Log in first.'));
  });
});

describe('invitations', () => {
  it('asks first (Cancel sends nothing), then mails every student not invited yet and says how many', async () => {
    const invited = vi.fn(() => ({ data: { inviteRosterStudents: 2 } }));
    const { user } = page(roster([ANANYA, KABIR]), { request: { query: INVITE_ROSTER_STUDENTS, variables: { enrollmentIds: null } }, result: invited }, roster([{ ...ANANYA, invitedAt: '2026-11-27T09:00:00.000Z' }, KABIR]));
    await screen.findByRole('table', { name: 'Students on the roster' });

    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    let dialog = screen.getByRole('dialog', { name: 'Send invitations?' });
    expect(dialog).toHaveTextContent('Every student on the roster without an account, who was not invited before, gets an email now with a one-time link to sign up.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(invited).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    dialog = screen.getByRole('dialog', { name: 'Send invitations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invited).toHaveBeenCalledWith({ enrollmentIds: null });
    expect(await screen.findAllByText('Sent 2 invitations.')).not.toHaveLength(0);
    // The roster is read again: the invited student says so.
    expect(await screen.findByText('Invited Nov 27, 2026, 2:30 PM')).toBeInTheDocument();
  });

  it('says so when nobody was left to invite', async () => {
    const { user } = page(roster([KABIR]), { request: { query: INVITE_ROSTER_STUDENTS, variables: { enrollmentIds: null } }, result: { data: { inviteRosterStudents: 0 } } }, roster([KABIR]));
    await screen.findByRole('table', { name: 'Students on the roster' });
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Send invitations?' })).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findAllByText('No invitation was sent: every student on the roster has an account or was invited already.')).not.toHaveLength(0);
  });
});
