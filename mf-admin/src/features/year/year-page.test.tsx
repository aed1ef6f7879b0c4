import { screen, waitFor, within } from '@testing-library/react';
import { readRoutes, routeFor } from 'web-kit';
import { ADMIN_ONLY, manifest } from '../../manifest';
import { cardLabels, inCardLayout } from '../../test-utils/card-layout';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { viewer } from '../roster/roster.fixtures';
import { closeMock, closing, item, pending, year, years, Y2025, Y2026 } from './year.fixtures';
// The page is a lazy route: transformed here, up front, so the screen's waits measure the screen.
import './year-page';

const PATH = '/adminpage/year';
const REFUSAL = 'The academic year 2026-27 cannot close while things wait: 1 pending room request, 1 open outpass. Settle them first.';
const WAITING = [
  item(),
  item({ kind: 'outpass', id: 'outpass-1', studentId: 'student-kabir', studentName: 'Kabir Singh', enrollmentId: '21ME014', hostelId: 'hostel-bh2', hostel: 'BH-2', detail: 'Outpass to Home: the student is out', status: 'Out' }),
];

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const page = (...mocks: Mock[]) => renderRoute(PATH, [viewer(), ...mocks]);
/** The form's Close button, once the gateway has said whether anything waits. */
async function closeButton(year = '2026-27'): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name: `Close ${year}` });
  const button = within(form).getByRole('button', { name: `Close ${year}` });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
const links = (cell: HTMLElement) => within(cell).queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('the Academic year page', () => {
  it('is for administrators only: a warden reads one sentence, and the sidebar has no entry', async () => {
    renderRoute(PATH, [viewer('WARDEN')]);
    expect(await screen.findByText(ADMIN_ONLY.year)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Academic year' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Academic Year' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();
  });

  it('is named in the manifest, for staff: the warden is refused here, in the admin frame', () => {
    const remotes = [{ ...manifest, routes: readRoutes(JSON.parse(JSON.stringify(manifest.routes))) }];
    expect(routeFor(PATH, remotes)?.route).toMatchObject({ guard: 'admin', title: 'Academic year' });
  });

  it("shows the open year and the past ones, in an admin's sidebar", async () => {
    page(years(Y2026, [Y2026, Y2025]), pending([]));
    const open = (await screen.findByRole('heading', { level: 2, name: 'The open year' })).closest('section')!;
    expect(open).toHaveTextContent('The open academic year is 2026-27.');
    const past = screen.getByRole('table', { name: 'Past academic years' });
    expect(inCardLayout(past)).toBe(true);
    expect(rows(past).map((row) => row[0])).toEqual(['2025-26']);
    expect(screen.getByRole('link', { name: 'Academic Year' })).toHaveAttribute('href', PATH);
    expect(screen.getByRole('textbox', { name: 'Name of the next academic year' })).toHaveValue('2027-28');
  });
});

describe('closing the year', () => {
  it('says what closing does, then names the new open year', async () => {
    const opened = year('2027-28', null, '2027-06-30T12:00:00.000Z', closing('2026-27'));
    const closed = vi.fn(() => ({ data: { closeAcademicYear: opened } }));
    const { user } = page(
      years(Y2026, [Y2026, Y2025]),
      pending([]),
      closeMock('2027-28', closed),
      { ...years(opened, [opened, year('2026-27', '2027-06-30T12:00:00.000Z'), Y2025]), maxUsageCount: 5 },
      { ...pending([]), maxUsageCount: 5 },
    );
    expect(screen.queryByRole('heading', { name: /^What closing/ })).not.toBeInTheDocument();
    await user.click(await closeButton());

    const dialog = await screen.findByRole('dialog', { name: 'Close 2026-27 and open 2027-28?' });
    expect(dialog).toHaveTextContent('Every bed is freed. Where each student lived is kept in their record, under 2026-27');
    expect(dialog).toHaveTextContent('Every waiting list closes.');
    expect(dialog).toHaveTextContent('Selection stays closed until you set the new windows on the Selection Window page.');
    expect(dialog).toHaveTextContent('The roster of 2026-27 is kept as it stands; 2027-28 starts with an empty roster, which you carry on from the Roster page.');
    expect(closed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Close 2026-27' }));

    await waitFor(() => expect(screen.getAllByRole('status').some((line) => line.textContent === 'The academic year 2026-27 is closed. 2027-28 is now the open year.')).toBe(true));
    expect(closed).toHaveBeenCalledWith({ nextName: '2027-28' });
    // What the close did, from its answer: counted, with the new year's next steps.
    const summary = (await screen.findByRole('heading', { level: 2, name: 'What closing 2026-27 did' })).closest('section')!;
    const terms = within(summary).getAllByRole('term').map((term) => term.textContent);
    const values = within(summary).getAllByRole('definition').map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      'Allocations archived': '312 beds kept in students’ records, under 2026-27',
      'Rooms freed': '140 rooms',
      'Waiting lists': '7 places closed',
      'Selection windows': '2 windows removed',
      Roster: '330 students kept on the 2026-27 roster',
    });
    expect(within(summary).getByRole('link', { name: 'Carry the roster into 2027-28' })).toHaveAttribute('href', '/adminpage/roster');
    expect(within(summary).getByRole('link', { name: 'Selection Window' })).toHaveAttribute('href', '/adminpage/selection');
    expect(await screen.findByText('2027-28')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Close 2027-28' })).toBeInTheDocument();
    // The next name is proposed again, by the gateway: 2027-28 → 2028-29.
    expect(screen.getByRole('textbox', { name: 'Name of the next academic year' })).toHaveValue('2028-29');
  });

  it('shows what the closing that opened the year did, read again after a reload', async () => {
    page(years(year('2027-28', null, '2027-06-30T12:00:00.000Z', closing('2026-27', { allocationsArchived: 1 })), [year('2027-28'), Y2026]), pending([]));
    const summary = (await screen.findByRole('heading', { level: 2, name: 'What closing 2026-27 did' })).closest('section')!;
    expect(summary).toHaveTextContent('1 bed kept in students’ records, under 2026-27');
  });

  it("is refused while things wait: the server's sentence and what waits, cards on a phone", async () => {
    const { user } = page(
      years(Y2026),
      pending([]),
      closeMock('2027-28', { errors: [{ message: REFUSAL, extensions: { code: 'YEAR_HAS_PENDING', fields: [{ field: 'room_request', message: 'Asha Patil (21CS001), BH-1: Room 204: waiting for a decision' }] } }] }),
      pending(WAITING),
    );
    // Nothing waited when the page asked; something did by the time of the close.
    const button = await closeButton();
    expect(screen.queryByRole('table', { name: 'What still waits' })).not.toBeInTheDocument();
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close 2026-27' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    const table = await screen.findByRole('table', { name: 'What still waits' });
    expect(inCardLayout(table)).toBe(true);
    const { headings, rows: labels } = cardLabels(table);
    expect(headings).toEqual(['What', 'Student', 'Hostel', 'Detail', 'Settle it']);
    expect(labels).toEqual([headings, headings]);
    expect(rows(table)).toEqual([
      ['Room request', 'Asha Patil (21CS001)', 'BH-1', 'Room 204: waiting for a decision', 'Booking Requests'],
      ['Outpass', 'Kabir Singh (21ME014)', 'BH-2', 'Outpass to Home: the student is out', 'Gate'],
    ]);
    expect(screen.getByText('These 2 still wait in 2026-27. The year cannot close until each is settled: each links to where it is settled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toBeDisabled());
  });

  it('asks the gateway what waits first: each is linked to where it is settled, and Close is not offered', async () => {
    const close = vi.fn();
    const waiting = [
      item(),
      item({ kind: 'roommate_invitation', id: 'request-2', studentId: 'student-dev', studentName: 'Dev Rao', enrollmentId: '22ME003', detail: 'Named as roommate by Asha Patil (21CS001) for room 204: not answered' }),
      item({ kind: 'outpass', id: 'outpass-2', studentId: 'student-ira', studentName: 'Ira Sen', enrollmentId: '23EE010', hostel: 'GH-1', detail: 'Outpass to Pune: waiting for a decision', status: 'Pending' }),
      item({ kind: 'outpass', id: 'outpass-3', studentId: 'student-ira', studentName: 'Ira Sen', enrollmentId: '23EE010', hostel: 'GH-1', detail: 'Outpass to Goa: approved, not used', status: 'Approved' }),
      item({ kind: 'waitlist_offer', id: 'offer-1', studentId: 'student-meera', studentName: 'Meera Iyer', enrollmentId: '22EE007', hostelId: 'hostel-gh2', hostel: 'GH-2', detail: 'Offered room 3, bed 1: not answered' }),
      item({ kind: 'selection_process', id: 'process-9', studentId: null, studentName: null, enrollmentId: null, hostelId: null, hostel: 'GH-1, GH-2', detail: 'Selection process "Girls 2027": its assignment is running' }),
    ];
    const { user } = page(years(Y2026), pending(waiting), closeMock('2027-28', close));
    const table = await screen.findByRole('table', { name: 'What still waits' });
    const cells = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell'));
    expect(cells.map((row) => [...links(row[1]!), ...links(row[4]!)])).toEqual([
      [['Asha Patil (21CS001)', '/adminpage/students/student-asha'], ['Booking Requests', '/adminpage/roomrequests']],
      [['Dev Rao (22ME003)', '/adminpage/students/student-dev'], ['Booking Requests', '/adminpage/roomrequests']],
      [['Ira Sen (23EE010)', '/adminpage/students/student-ira'], ['Outpass Requests', '/adminpage/outpassrequest']],
      [['Ira Sen (23EE010)', '/adminpage/students/student-ira'], ['Student record', '/adminpage/students/student-ira']],
      [['Meera Iyer (22EE007)', '/adminpage/students/student-meera'], ['Waitlist', '/adminpage/waitlist?hostel=hostel-gh2']],
      [['The process', '/adminpage/selection/processes/process-9']],
    ]);
    expect(rows(table)[5]).toEqual(['Selection process', '—', 'GH-1, GH-2', 'Selection process "Girls 2027": its assignment is running', 'The process']);

    const button = within(screen.getByRole('form', { name: 'Close 2026-27' })).getByRole('button', { name: 'Close 2026-27' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('These 6 still wait in 2026-27. The year cannot close until each is settled: each links to where it is settled.');
    // Enter in the name does not close either: nobody is asked "This cannot be undone" only to be refused.
    await user.type(screen.getByRole('textbox', { name: 'Name of the next academic year' }), '{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });

  it('asks for a well-formed next name, by keyboard', async () => {
    const close = vi.fn();
    const { user } = page(years(Y2026), pending([]), closeMock('2027', close));
    await closeButton();
    const field = screen.getByRole('textbox', { name: 'Name of the next academic year' });
    await user.clear(field);
    await user.type(field, '2027{Enter}');
    expect(field).toHaveAccessibleDescription('Write the year as four digits, a hyphen and two digits, for example 2027-28.');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });
});
