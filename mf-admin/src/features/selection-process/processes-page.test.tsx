import { screen, within } from '@testing-library/react';
import { readRoutes, routeFor } from 'web-kit';
import { ADMIN_ONLY, manifest } from '../../manifest';
import { cardLabels, inCardLayout } from '../../test-utils/card-layout';
import { renderRoute } from '../../test-utils/render-route';
import { GH1, GH2, process, processesMock, processHostel, PUBLISHED, viewer } from './selection-process.fixtures';
// The page is a lazy route: transformed here, up front, so the screen's waits measure the screen.
import './processes-page';

const PATH = '/adminpage/selection/processes';
const COLUMNS = ['Name', 'Status', 'Hostels', 'Entrants', 'Slots', 'First slot', 'Closes', 'Actions'];
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the Selection processes page', () => {
  it('lists each process with its status, hostels, figures and times on the office clock, cards on a phone', async () => {
    const both = PUBLISHED({
      id: 'p-2',
      name: 'Girls day 2027',
      hostels: [processHostel(GH1), processHostel(GH2)],
      entrants: 1204,
      slots: 31,
    });
    renderRoute(PATH, [viewer(), processesMock([both, process()])]);
    const table = await screen.findByRole('table', { name: 'Selection processes' });
    expect(inCardLayout(table)).toBe(true);
    const { headings, rows: labels } = cardLabels(table);
    expect(headings).toEqual(COLUMNS);
    expect(labels).toEqual([COLUMNS, COLUMNS]);
    const [first, second] = rows(table);
    expect(first!.slice(0, 5)).toEqual(['Girls day 2027', 'Published', 'GH-1, GH-2', '1,204', '31']);
    expect(first![5]).toMatch(/^Nov 27, 2026, (10:00\sAM|10:00)$/);
    expect(first![6]).toMatch(/^Nov 28, 2026, (6:00\sPM|18:00)$/);
    expect(second!.slice(0, 5)).toEqual(['Girls selection day', 'Draft', 'GH-1', '120', '3']);
    expect(within(table).getByRole('link', { name: 'Open Girls day 2027' })).toHaveAttribute('href', `${PATH}/p-2`);
    expect(within(table).getByRole('link', { name: 'Girls selection day' })).toHaveAttribute('href', `${PATH}/p-1`);
    expect(screen.getByRole('link', { name: 'New process' })).toHaveAttribute('href', `${PATH}/new`);
  });

  it("is in an admin's sidebar, highlighted there (not Selection Window), linking to the selection window's page", async () => {
    renderRoute(PATH, [viewer(), processesMock([])]);
    expect(await screen.findByText('No selection process yet. Start with New process.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    const link = await within(nav).findByRole('link', { name: 'Selection Processes' });
    expect(link).toHaveAttribute('href', PATH);
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Selection Window' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Selection window' })).toHaveAttribute('href', '/adminpage/selection');
  });

  it('tells a warden it is for administrators, asking the server nothing, in the admin frame the manifest lets staff into', async () => {
    renderRoute(`${PATH}/p-1`, [viewer('WARDEN')]);
    const main = screen.getByRole('main');
    expect(await within(main).findByText(ADMIN_ONLY.selectionProcess)).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 1, name: 'Selection process' })).toBeInTheDocument();
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Selection Processes' })).not.toBeInTheDocument();

    const remotes = [{ ...manifest, routes: readRoutes(JSON.parse(JSON.stringify(manifest.routes))) }];
    expect(routeFor(`${PATH}/p-1`, remotes)?.route).toMatchObject({ guard: 'admin', title: 'Selection processes' });
  });
});
