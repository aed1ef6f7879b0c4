import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../test-utils/render-route';
import { GH1, inventory, room, rooms, viewer } from './hostels.fixtures';
import type { RoomChange, RoomsImport } from './rooms-csv-api';
// The page is a lazy route: transformed here, up front, so the screen's waits measure the screen, not the
// first transform of its modules (seconds on a busy machine).
import './hostel-page';

const PATH = '/adminpage/hostels/GH-1';
const URL = '/api/office/hostels/GH-1/rooms.csv';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const result = (overrides: Partial<RoomsImport>): RoomsImport => ({ dryRun: true, rows: 0, created: 0, updated: 0, unchanged: 0, problems: [], ...overrides });
const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

const BAD = csv('bad.csv', 'number,floor,type\n101,1,Double\n101,1,Quintuple\n,0,Single\n');
const GOOD = csv('rooms.csv', 'number,floor,type\n101,1,Double\n102,1,Quad\n103,1,Single\n');

describe("a hostel's rooms as a CSV file", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks a file first, listing every problem by line; then imports a good one and says what changed', async () => {
    fetchMock
      .mockResolvedValueOnce(
        answer(200, result({ rows: 3, problems: [{ line: 3, field: 'type', message: 'Type must be Single, Double, Triple or Quad.' }, { line: 3, field: 'number', message: 'Room 101 appears twice (lines 2 and 3).' }, { line: 4, field: null, message: 'A room needs a number.' }] })),
      )
      .mockResolvedValueOnce(answer(200, result({ rows: 3, created: 1, updated: 1, unchanged: 1 })))
      .mockResolvedValueOnce(answer(200, result({ dryRun: false, rows: 3, created: 1, updated: 1, unchanged: 1 })));
    const { user } = renderRoute(PATH, [viewer(), inventory([GH1], 2), rooms([]), rooms([room(101), room(102, { type: 'QUAD', capacity: 4, freeBeds: 4 }), room(103, { type: 'SINGLE', capacity: 1, freeBeds: 1 })])]);
    const form = await screen.findByRole('form', { name: 'Import rooms (CSV)' });
    expect(screen.getByRole('link', { name: 'Export rooms (CSV)' })).toHaveAttribute('href', URL);
    const input = within(form).getByLabelText("CSV file of GH-1's rooms");

    await user.upload(input, BAD);
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    const problems = await screen.findByRole('table', { name: 'Problems in bad.csv' });
    expect(within(problems).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [],
      ['3', 'type', 'Type must be Single, Double, Triple or Quad.'],
      ['3', 'number', 'Room 101 appears twice (lines 2 and 3).'],
      ['4', 'The whole line', 'A room needs a number.'],
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was imported: bad.csv has 3 problems. Fix them and check the file again.');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(`${URL}?dryRun=1`, expect.objectContaining({ method: 'POST', body: BAD, credentials: 'same-origin', headers: expect.objectContaining({ 'Content-Type': 'text/csv' }) }));

    await user.upload(input, GOOD);
    expect(screen.queryByRole('table', { name: 'Problems in bad.csv' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('rooms.csv is ready: 3 lines, 1 room to be created, 1 to be updated and 1 unchanged. Nothing has changed yet.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(`${URL}?dryRun=1`, expect.objectContaining({ body: GOOD }));

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported rooms.csv: 1 room created, 1 updated and 1 unchanged.')).toHaveAttribute('role', 'status');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith(URL, expect.objectContaining({ method: 'POST', body: GOOD }));
    // The rooms are read again: the imported ones are listed.
    expect(await screen.findByRole('table', { name: 'Rooms on the 1st floor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('lists each room a clean file adds or changes, column by column, under the counts (issue 51)', async () => {
    const changes: RoomChange[] = [
      { line: 2, room: 101, added: false, fields: [{ field: 'type', before: 'Double', after: 'Triple' }, { field: 'in_service', before: 'yes', after: 'no' }, { field: 'out_of_service_reason', before: null, after: 'Leak, 2nd floor' }] },
      { line: 3, room: 104, added: true, fields: [{ field: 'floor', before: null, after: '1' }, { field: 'type', before: null, after: 'Single' }, { field: 'in_service', before: null, after: 'yes' }, { field: 'accessible', before: null, after: 'no' }] },
    ];
    fetchMock.mockResolvedValueOnce(answer(200, result({ rows: 3, created: 1, updated: 1, unchanged: 1, changes })));
    const { user } = renderRoute(PATH, [viewer(), inventory([GH1]), rooms([room(101)])]);
    const form = await screen.findByRole('form', { name: 'Import rooms (CSV)' });
    await user.upload(within(form).getByLabelText("CSV file of GH-1's rooms"), GOOD);
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('rooms.csv is ready: 3 lines, 1 room to be created, 1 to be updated and 1 unchanged. Nothing has changed yet.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Changes in rooms.csv' });
    expect(within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [],
      ['2', '101', 'Type: Double → Triple; In service: yes → no; Reason out of service: (empty) → Leak, 2nd floor'],
      ['3', '104', 'New room: Floor 1, Type Single, In service yes, Accessible no'],
    ]);
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
  });

  it('lists the first 200 changes of a long file and says how many more', async () => {
    const changes: RoomChange[] = Array.from({ length: 203 }, (_, i) => ({ line: i + 2, room: i + 1, added: true, fields: [{ field: 'type', before: null, after: 'Single' }] }));
    fetchMock.mockResolvedValueOnce(answer(200, result({ rows: 203, created: 203, changes })));
    const { user } = renderRoute(PATH, [viewer(), inventory([GH1]), rooms([])]);
    const form = await screen.findByRole('form', { name: 'Import rooms (CSV)' });
    await user.upload(within(form).getByLabelText("CSV file of GH-1's rooms"), GOOD);
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    const table = await screen.findByRole('table', { name: 'Changes in rooms.csv' });
    expect(within(table).getAllByRole('row')).toHaveLength(201); // the header and 200 rooms
    expect(screen.getByText('…and 3 more rooms (the first 200 are listed).')).toBeInTheDocument();
  });

  it('shows the problems of a real import that was refused (the rooms changed meanwhile)', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, result({ rows: 1, created: 1 })))
      .mockResolvedValueOnce(answer(400, result({ dryRun: false, rows: 1, problems: [{ line: 2, field: 'number', message: 'Room 101 has 2 students: a Single holds 1.' }] })));
    const { user } = renderRoute(PATH, [viewer(), inventory([GH1]), rooms([])]);
    const form = await screen.findByRole('form', { name: 'Import rooms (CSV)' });
    await user.upload(within(form).getByLabelText("CSV file of GH-1's rooms"), GOOD);
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const problems = await screen.findByRole('table', { name: 'Problems in rooms.csv' });
    expect(within(problems).getByRole('cell', { name: 'Room 101 has 2 students: a Single holds 1.' })).toBeInTheDocument();
  });

  it("says the gateway's sentence when the file is refused whole", async () => {
    fetchMock.mockResolvedValueOnce(answer(415, { message: 'Send the rooms as text/csv.', code: 'BAD_USER_INPUT' }));
    const { user } = renderRoute(PATH, [viewer(), inventory([GH1]), rooms([])]);
    const form = await screen.findByRole('form', { name: 'Import rooms (CSV)' });
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file first.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.upload(within(form).getByLabelText("CSV file of GH-1's rooms"), GOOD);
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Send the rooms as text/csv.'));
  });
});
