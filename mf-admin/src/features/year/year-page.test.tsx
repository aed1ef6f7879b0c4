import { screen, waitFor, within } from '@testing-library/react';
import { readRoutes, routeFor } from 'web-kit';
import { ADMIN_ONLY, manifest } from '../../manifest';
import { cardLabels, inCardLayout } from '../../test-utils/card-layout';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { viewer } from '../roster/roster.fixtures';
import { closeMock, item, pending, year, years, Y2025, Y2026 } from './year.fixtures';
// The page is a lazy route: transformed here, up front, so the screen's waits measure the screen.
import './year-page';

const PATH = '/adminpage/year';
const REFUSAL = 'The academic year 2026-27 cannot close while things wait: 1 pending room request, 1 open outpass. Settle them first.';
const WAITING = [item(), item({ kind: 'outpass', studentName: 'Kabir Singh', enrollmentId: '21ME014', hostel: 'BH-2', detail: 'Out since 10:00, back by 21:00' })];

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const page = (...mocks: Mock[]) => renderRoute(PATH, [viewer(), ...mocks]);

describe('the Academic year page', { timeout: 20_000 }, () => {
  it('is for administrators only: a warden reads one sentence, and the sidebar has no entry', async () => {
    renderRoute(PATH, [viewer('WARDEN')]);
    expect(await screen.findByText(ADMIN_ONLY.year)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Academic year' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Academic Year' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();
  });

  it('is declared so in the manifest: the shell refuses a warden with the same sentence', () => {
    const remotes = [{ ...manifest, routes: readRoutes(JSON.parse(JSON.stringify(manifest.routes))) }];
    expect(routeFor(PATH, remotes)?.route).toMatchObject({ guard: 'office-admin', refusal: ADMIN_ONLY.year, title: 'Academic year' });
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

describe('closing the year', { timeout: 20_000 }, () => {
  it('says what closing does, then names the new open year', async () => {
    const closed = vi.fn(() => ({ data: { closeAcademicYear: year('2027-28') } }));
    const { user } = page(
      years(Y2026, [Y2026, Y2025]),
      pending([]),
      closeMock('2027-28', closed),
      { ...years(year('2027-28'), [year('2027-28'), year('2026-27', '2027-06-30T12:00:00.000Z'), Y2025]), maxUsageCount: 5 },
      { ...pending([]), maxUsageCount: 5 },
    );
    const form = await screen.findByRole('form', { name: 'Close 2026-27' });
    await user.click(within(form).getByRole('button', { name: 'Close 2026-27' }));

    const dialog = await screen.findByRole('dialog', { name: 'Close 2026-27 and open 2027-28?' });
    expect(dialog).toHaveTextContent('Every bed is freed. Where each student lived is kept in their record, under 2026-27');
    expect(dialog).toHaveTextContent('Every waiting list closes.');
    expect(dialog).toHaveTextContent('Selection stays closed until you set the new windows on the Selection Window page.');
    expect(closed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Close 2026-27' }));

    await waitFor(() => expect(screen.getAllByRole('status').some((line) => line.textContent === 'The academic year 2026-27 is closed. 2027-28 is now the open year.')).toBe(true));
    expect(closed).toHaveBeenCalledWith({ nextName: '2027-28' });
    expect(await screen.findByText('2027-28')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Close 2027-28' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of the next academic year' })).toHaveValue('2028-29');
  });

  it("is refused while things wait: the server's sentence and what waits, cards on a phone", async () => {
    const { user } = page(
      years(Y2026),
      pending([]),
      closeMock('2027-28', { errors: [{ message: REFUSAL, extensions: { code: 'YEAR_HAS_PENDING', fields: [{ field: 'room_request', message: 'Asha Patil (21CS001), BH-1: Room 204: waiting for a decision' }] } }] }),
      pending(WAITING),
    );
    const form = await screen.findByRole('form', { name: 'Close 2026-27' });
    expect(screen.queryByRole('table', { name: 'What still waits' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Close 2026-27' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close 2026-27' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    const table = await screen.findByRole('table', { name: 'What still waits' });
    expect(inCardLayout(table)).toBe(true);
    const { headings, rows: labels } = cardLabels(table);
    expect(headings).toEqual(['What', 'Student', 'Hostel', 'Detail']);
    expect(labels).toEqual([headings, headings]);
    expect(rows(table)).toEqual([
      ['Room request', 'Asha Patil (21CS001)', 'BH-1', 'Room 204: waiting for a decision'],
      ['Outpass', 'Kabir Singh (21ME014)', 'BH-2', 'Out since 10:00, back by 21:00'],
    ]);
    expect(screen.getByText('These 2 still wait in 2026-27. The year cannot close until each is settled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists what waits before closing, and asks for a well-formed next name, by keyboard', async () => {
    const close = vi.fn();
    const { user } = page(years(Y2026), pending([item()]), closeMock('2027', close));
    const table = await screen.findByRole('table', { name: 'What still waits' });
    expect(rows(table)).toEqual([['Room request', 'Asha Patil (21CS001)', 'BH-1', 'Room 204: waiting for a decision']]);
    expect(screen.getByText('This still waits in 2026-27. The year cannot close until each is settled.')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Name of the next academic year' });
    await user.clear(field);
    await user.type(field, '2027{Enter}');
    expect(field).toHaveAccessibleDescription('Write the year as four digits, a hyphen and two digits, for example 2027-28.');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });
});
