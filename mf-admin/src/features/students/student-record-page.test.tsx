import { screen } from '@testing-library/react';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { STUDENT_RECORD } from './students.operations';

const viewer: Mock = { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'WARDEN' } } }, maxUsageCount: 10 };

const record = (audit: unknown[] = []) => ({
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
  outpasses: [],
  audit,
});

const recordMock = (audit: unknown[] = []): Mock => ({ request: { query: STUDENT_RECORD, variables: { id: 's1' } }, result: { data: { studentRecord: record(audit) } } });

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
