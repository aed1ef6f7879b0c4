import { screen, within } from '@testing-library/react';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { when } from '../../shared/date-time';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { STUDENT_RECORD } from './students.operations';

const viewer: Mock = { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'WARDEN' } } }, maxUsageCount: 10 };

const record = (audit: unknown[] = [], years: unknown[] = []) => ({
  __typename: 'StudentRecord',
  student: {
    __typename: 'User',
    id: 's1',
    name: 'Asha Patil',
    email: 'asha.patil.with.a.long.address@dormspace.test',
    enrollmentId: 'ENR1',
    gender: 'FEMALE',
    phoneNumber: '9876543210',
    address: '12 MG Road, Shivajinagar, Pune 411005',
    dob: '2005-04-01',
  },
  bed: { __typename: 'StudentBed', bed: 1, room: { __typename: 'Room', id: 'room-204', number: 204, hostelName: 'BH-1', type: 'DOUBLE' } },
  roommates: [],
  roomRequests: [
    {
      __typename: 'RoomRequest',
      id: 'rr1',
      status: 'APPROVED',
      createdAt: '2026-11-20T09:00:00.000Z',
      decidedAt: '2026-11-21T09:00:00.000Z',
      decisionReason: null,
      room: { __typename: 'Room', id: 'room-204', number: 204, hostelName: 'BH-1' },
      student: { __typename: 'Person', id: 's1', name: 'Asha Patil' },
      roommate: null,
    },
  ],
  outpasses: [
    { __typename: 'Outpass', id: 'o1', where: 'Pune', dateOfArrival: '2026-11-30', outTime: '10:00', returnTime: '21:00', status: 'PENDING', createdAt: '2026-11-22T10:00:00.000Z', decisionReason: null },
  ],
  years,
  audit,
});

const recordMock = (audit: unknown[] = [], years: unknown[] = []): Mock => ({ request: { query: STUDENT_RECORD, variables: { id: 's1' } }, result: { data: { studentRecord: record(audit, years) } } });

describe("a student's record", () => {
  it('fits a phone: its one column may shrink below its tables, which scroll inside their cards', async () => {
    renderRoute('/adminpage/students/s1', [viewer, recordMock()]);
    const details = (await screen.findByRole('heading', { level: 2, name: 'Details' })).closest('section')!;
    const column = getComputedStyle(details.parentElement!);
    expect(column.display).toBe('grid');
    // Not the default `auto` track, which grows to the widest table's width (580 px on a 390 px phone).
    expect(column.gridTemplateColumns).toBe('minmax(0, 1fr)');
    expect(screen.getByText('asha.patil.with.a.long.address@dormspace.test')).toBeInTheDocument();
  });
});

const REQUEST_ID = '0d6dd615-5a4c-4b36-9a57-0c4c3c9b2f10';
const change = (field: string, before: string | null, after: string | null) => ({ __typename: 'AuditChange', field, before, after });
const event = (id: string, action: string, changes: unknown[], actor: [string | null, string] = ['Meera', 'warden']) => ({
  __typename: 'AuditEvent', id, at: '2026-11-22T11:00:00.000Z', actorName: actor[0], actorRole: actor[1], action, changes,
});

describe("a student's record, in words", () => {
  const trail = [
    event('1', 'outpass.requested', [
      change('status', null, 'Pending'),
      change('where', null, 'Pune'),
      change('dateOfArrival', null, '2026-11-30'),
      change('outTime', null, '10:00'),
      change('expectedReturnAt', null, '2026-11-30T15:30:00.000Z'),
      change('responsibility', null, 'Yes'),
      change('guardianConsent', null, 'NotRequired'),
    ], ['Asha Patil', 'student']),
    event('2', 'bed.changed', [
      change('hostel', 'BH-1', 'BH-1'),
      change('room', '101', '204'),
      change('bed', '1', '1'),
      change('request', null, REQUEST_ID),
    ]),
    event('3', 'outpass.overdue', [change('status', 'Out', 'Overdue'), change('expectedReturnAt', null, '2026-11-30T15:30:00.000Z')], [null, 'system']),
    event('4', 'waitlist.offered', [change('hostel', null, 'BH-2'), change('room', null, '12'), change('bed', null, '2'), change('offer', null, '5b0a7c1e-8a5e-4c1b-9f7e-2d7c3a1b4e6f'), change('expiresAt', null, '2026-11-23T11:00:00.000Z')], [null, 'system']),
  ];
  const rowOf = (table: HTMLElement, action: string) => within(table).getByRole('cell', { name: action }).closest('tr')!;
  const lines = (row: HTMLElement) => within(row).getAllByRole('listitem').map((item) => item.textContent);

  it('says each change with a label and the office\'s dates, no keys, ids or ISO times', async () => {
    renderRoute('/adminpage/students/s1', [viewer, recordMock(trail)]);
    const table = await screen.findByRole('table', { name: 'Audit trail' });

    expect(lines(rowOf(table, 'Requested an outpass'))).toEqual([
      'Status: Pending',
      'Where: Pune',
      'Back on: 30 Nov 2026',
      'Leaves at: 10:00',
      `Expected back: ${when('2026-11-30T15:30:00.000Z')}`,
      'Takes responsibility: Yes',
      'Guardian: Not asked',
    ]);
    expect(within(rowOf(table, 'Requested an outpass')).getByRole('cell', { name: 'Asha Patil (student)' })).toBeInTheDocument();

    // One place, said once; the bed that stayed "1 → 1" is part of it, not a line of its own.
    const moved = rowOf(table, 'Changed room');
    expect(lines(moved)).toEqual(['Bed: BH-1 room 101, bed 1 → to BH-1 room 204, bed 1', 'Room request: its history']);
    expect(within(moved).getByRole('link', { name: 'its history' })).toHaveAttribute('href', `/adminpage/audit?objectType=room_request&objectId=${REQUEST_ID}`);

    expect(lines(rowOf(table, 'Outpass overdue'))).toEqual(['Status: Out → to Overdue', `Expected back: ${when('2026-11-30T15:30:00.000Z')}`]);
    expect(within(rowOf(table, 'Outpass overdue')).getByRole('cell', { name: 'System' })).toBeInTheDocument();
    // An id the screen cannot name (the offer's) is left out.
    expect(lines(rowOf(table, 'Held a bed for the first in line'))).toEqual(['Bed: BH-2 room 12, bed 2', `Held until: ${when('2026-11-23T11:00:00.000Z')}`]);

    expect(table).not.toHaveTextContent(/expectedReturnAt|dateOfArrival|request: [0-9a-f]|bed: 1 →|0d6dd615|5b0a7c1e|T15:30|NotRequired/);
  });

  it('gives the date of birth and an outpass\'s day in words', async () => {
    renderRoute('/adminpage/students/s1', [viewer, recordMock()]);
    const details = (await screen.findByRole('heading', { level: 2, name: 'Details' })).closest('section')!;
    expect(within(details).getByText('Date of birth').nextElementSibling).toHaveTextContent('1 Apr 2005');
    const outpass = within(screen.getByRole('table', { name: 'Outpasses' })).getByRole('cell', { name: 'Pune' }).closest('tr')!;
    expect(outpass).toHaveTextContent('Mon 30 Nov, 21:00');
    expect(outpass).not.toHaveTextContent('2026-11-30');
  });
});

describe("a student's record, year by year", () => {
  const THIS_YEAR = {
    __typename: 'StudentYear',
    name: '2026-27',
    openedAt: '2026-07-01T04:30:00.000Z',
    closedAt: null,
    current: true,
    allocation: null,
    roomRequests: [],
    outpasses: [
      { __typename: 'Outpass', id: 'o1', where: 'Pune', dateOfArrival: '2026-11-30', outTime: '10:00', returnTime: '21:00', status: 'PENDING', createdAt: '2026-11-22T10:00:00.000Z' },
    ],
    waitlist: [],
  };
  const LAST_YEAR = {
    __typename: 'StudentYear',
    name: '2025-26',
    openedAt: '2025-07-01T04:30:00.000Z',
    closedAt: '2026-06-30T12:00:00.000Z',
    current: false,
    allocation: { __typename: 'YearAllocation', hostel: 'BH-1', roomNumber: 204, bed: 2, heldFrom: '2025-08-01T04:30:00.000Z', heldUntil: '2026-06-30T12:00:00.000Z' },
    roomRequests: [
      { __typename: 'RoomRequest', id: 'rr0', status: 'APPROVED', createdAt: '2025-07-20T09:00:00.000Z', room: { __typename: 'Room', id: 'room-204', number: 204, hostelName: 'BH-1' } },
    ],
    outpasses: [],
    waitlist: [
      { __typename: 'YearWaitlistPlace', hostel: 'BH-2', roomType: 'SINGLE', status: 'CLOSED', joinedAt: '2025-08-02T04:30:00.000Z', endedAt: '2026-06-30T12:00:00.000Z' },
    ],
  };

  it('shows each year, the open one first: where they lived or no room, and what they asked for', async () => {
    renderRoute('/adminpage/students/s1', [viewer, recordMock([], [THIS_YEAR, LAST_YEAR])]);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Academic years' })).closest('section')!;
    const years = within(section).getAllByRole('region');
    expect(years.map((year) => within(year).getByRole('heading', { level: 3 }).textContent)).toEqual(['2026-27 Open', '2025-26 Closed']);

    const [open, closed] = years as [HTMLElement, HTMLElement];
    expect(open).toHaveTextContent('No room.');
    expect(within(open).getByRole('heading', { level: 4, name: '0 room requests' })).toBeInTheDocument();
    expect(within(open).getByRole('heading', { level: 4, name: '1 outpass' })).toBeInTheDocument();
    expect(within(within(open).getByRole('list', { name: 'Outpasses in 2026-27' })).getByRole('listitem')).toHaveTextContent('To Pune, out at 10:00, back by Mon 30 Nov, 21:00: Pending.');
    expect(within(open).getByRole('heading', { level: 4, name: '0 waitlist places' })).toBeInTheDocument();

    expect(closed).toHaveTextContent('Lived in BH-1 room 204, bed 2.');
    expect(within(closed).getByRole('list', { name: 'Room requests in 2025-26' })).toHaveTextContent(/^BH-1 room 204: Approved, asked/);
    expect(within(closed).getByRole('heading', { level: 4, name: '0 outpasses' })).toBeInTheDocument();
    expect(within(closed).getByRole('list', { name: 'Waitlist places in 2025-26' })).toHaveTextContent(/^BH-2, Single room: Closed with the year, joined .+, ended .+\.$/);
  });
});
