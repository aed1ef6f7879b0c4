import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { SELECTION_DAY, SELECTION_ENTRANTS } from './selection-day.operations';
import { viewer } from './selection-process.fixtures';
// The pages are lazy routes: transformed here, up front, so the screen's waits measure the screen.
import './entrants-page';
import './selection-day-page';

const PATH = '/adminpage/selection/processes/p-1';
const counts = (o: Partial<Record<'entrants' | 'chose' | 'placed' | 'pending' | 'notPlaced' | 'notYet', number>> = {}) => ({
  __typename: 'EntrantOutcomeCounts',
  entrants: 6,
  chose: 1,
  placed: 2,
  pending: 1,
  notPlaced: 2,
  notYet: 0,
  ...o,
});
const entrant = (n: number, outcome: string, o: Record<string, unknown> = {}) => ({
  __typename: 'SelectionEntrant',
  lotteryNumber: n,
  slot: n,
  enrollmentId: `OC${n}`,
  name: `Girl OC${n}`,
  outcome,
  group: null,
  room: null,
  reason: null,
  ...o,
});
const processRef = { __typename: 'SelectionProcess', id: 'p-1', name: 'Outcomes', status: 'ASSIGNED' };

const entrantsMock = (filter: Record<string, unknown>, answer: { counts?: ReturnType<typeof counts>; matching: number; entrants: ReturnType<typeof entrant>[] }): Mock => ({
  request: { query: SELECTION_ENTRANTS, variables: { processId: 'p-1', filter: { outcome: null, slot: null, search: null, offset: 0, limit: 100, ...filter } } },
  result: { data: { selectionEntrants: { __typename: 'SelectionEntrants', counts: answer.counts ?? counts(), matching: answer.matching, entrants: answer.entrants }, selectionProcess: processRef } },
});

describe('the entrants list', () => {
  it('says what happened to each, counts that add up, and filters', async () => {
    const { user } = renderRoute(`${PATH}/entrants`, [
      viewer(),
      entrantsMock({}, { matching: 6, entrants: [entrant(1, 'CHOSE', { room: 'OC-1 2, bed 1' }), entrant(6, 'NOT_PLACED', { reason: 'Has not signed up.' })] }),
      entrantsMock({ outcome: 'NOT_PLACED', search: 'oc6' }, { matching: 1, entrants: [entrant(6, 'NOT_PLACED', { reason: 'Has not signed up.' })] }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrants: Outcomes' })).toBeInTheDocument();
    expect(screen.getByTestId('entrant-counts')).toHaveTextContent('6 entrants: 1 chose, 2 placed by the office, 1 in a pending request, 2 not placed.');
    const table = screen.getByRole('table', { name: 'Entrants' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Girl OC1');
    expect(table).toHaveTextContent('OC-1 2, bed 1');
    expect(table).toHaveTextContent('Not placed Has not signed up.');
    expect(screen.getByRole('link', { name: 'Download entrants (CSV)' })).toHaveAttribute('href', '/api/office/selection/p-1/entrants.csv');

    await user.selectOptions(screen.getByRole('combobox', { name: 'What happened' }), 'Not placed');
    await user.type(screen.getByRole('searchbox', { name: 'Name or enrollment ID' }), 'oc6');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Entrants 1–1 of 1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next 100' })).toBeDisabled();
  });
});

describe('the live selection day', () => {
  const day = (o: Record<string, unknown> = {}) => ({
    data: {
      selectionDay: {
        __typename: 'SelectionDay',
        processId: 'p-1',
        name: 'Outcomes',
        status: 'PUBLISHED',
        closesAt: '2099-01-01T12:30:00.000Z',
        selectingThrough: 2,
        nextSlot: 3,
        nextSlotAt: '2098-12-31T12:30:00.000Z',
        counts: counts({ placed: 0, notPlaced: 0, notYet: 4, chose: 1, pending: 1 }),
        slots: [
          { __typename: 'SelectionDaySlot', slot: 1, opensAt: '2026-11-27T04:30:00.000Z', entrants: 1, chose: 1, placed: 0, pending: 0, notYet: 0, notPlaced: 0, byHostel: [{ __typename: 'SlotHostelCount', hostel: 'OC-1', chose: 1, pending: 0 }] },
          { __typename: 'SelectionDaySlot', slot: 2, opensAt: '2026-11-27T04:40:00.000Z', entrants: 1, chose: 0, placed: 0, pending: 1, notYet: 0, notPlaced: 0, byHostel: [{ __typename: 'SlotHostelCount', hostel: 'OC-1', chose: 0, pending: 1 }] },
        ],
        bedsLeft: [{ __typename: 'BedsLeft', hostel: 'OC-1', roomType: 'Double', beds: 2 }],
        current: [entrant(2, 'PENDING', { room: 'OC-1' })],
        now: '2026-11-27T04:45:00.000Z',
        ...o,
      },
      selectionProcess: { __typename: 'SelectionProcess', id: 'p-1', hostels: [{ __typename: 'SelectionProcessHostel', id: 'h-1', name: 'OC-1' }] },
    },
  });

  it('shows the slots choosing now, each slot by hostel, beds left and the current slot, and reads again when a bed changes', async () => {
    const again = vi.fn(() => day({ counts: counts({ placed: 0, notPlaced: 0, notYet: 3, chose: 2, pending: 1 }), bedsLeft: [{ __typename: 'BedsLeft', hostel: 'OC-1', roomType: 'Double', beds: 1 }] }));
    const { push } = renderRoute(`${PATH}/day`, [viewer(), { request: { query: SELECTION_DAY, variables: { processId: 'p-1' } }, result: day() }, { request: { query: SELECTION_DAY, variables: { processId: 'p-1' } }, result: again }]);
    const now = await screen.findByTestId('day-now');
    expect(now).toHaveTextContent(/^Slots 1–2 choose now; slot 3 opens at .*\. 6 entrants: 1 chose, 0 placed by the office, 1 in a pending request, 4 not yet\.$/);
    expect(screen.getByRole('table', { name: 'Slots' })).toHaveTextContent('OC-1: 0 chose, 1 pending');
    expect(screen.getByRole('table', { name: 'Students of the current slot' })).toHaveTextContent('Pending request');
    expect(screen.getByRole('table', { name: 'Beds left by room type' })).toHaveTextContent('OC-1Double2');
    // A booking in OC-1: the day is read again.
    await waitFor(() => expect(screen.getByTestId('day-now')).toBeInTheDocument());
    act(() => push({ data: { roomChanges: [{ __typename: 'Room', id: 'r-1' }] } }, 'AdminSelectionDayRooms'));
    await waitFor(() => expect(again).toHaveBeenCalledOnce());
    expect(await screen.findByText(/6 entrants: 2 chose/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Beds left by room type' })).toHaveTextContent('OC-1Double1');
  });
});
