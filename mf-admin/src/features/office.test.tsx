import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, type Mock } from '../test-utils/render-route';
import { STAFF_VIEWER } from '../layout/viewer.operations';
import { AUDIT_EVENTS } from './audit/audit.operations';
import { DASHBOARD_CHARTS } from './dashboard/dashboard.operations';
import { GUARDIAN_CONSENT, SET_GUARDIAN_CONSENT } from './selection/guardian-consent.operations';
import { SELECTION_WINDOWS, SET_WINDOW } from './selection/selection.operations';
import { INVITE_STAFF, STAFF } from './staff/staff.operations';
import { STUDENT_RECORD, STUDENTS } from './students/students.operations';

const viewer = (role: 'ADMIN' | 'WARDEN'): Mock => ({ request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role } } }, maxUsageCount: 10 });
const hostels = [
  { __typename: 'Hostel', id: 'h1', name: 'BH-1' },
  { __typename: 'Hostel', id: 'h2', name: 'BH-2' },
];
const member = { __typename: 'StaffMember', id: 'w1', name: 'Meera', email: 'meera@dormspace.test', role: 'WARDEN', status: 'INVITED', invitedAt: '2026-11-23T10:00:00.000Z', hostels: [hostels[0]], trade: null };

describe('the sidebar', () => {
  it('shows Staff and Selection Window to an admin only', async () => {
    renderRoute('/adminpage/audit', [viewer('WARDEN'), { request: { query: AUDIT_EVENTS, variables: { filter: {} } }, result: { data: { auditEvents: { __typename: 'AuditPage', nextBefore: null, items: [] } } } }]);
    expect(await screen.findByRole('link', { name: 'Students' })).toBeInTheDocument();
    await screen.findByText('No events match these filters.');
    expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Selection Window' })).not.toBeInTheDocument();
  });

  it('adds them once the viewer is known to be an admin', async () => {
    renderRoute('/adminpage/staff', [viewer('ADMIN'), { request: { query: STAFF }, result: { data: { staff: [member], hostels } } }]);
    expect(await screen.findByRole('link', { name: 'Staff' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Selection Window' })).toBeInTheDocument();
  });
});

describe('staff', () => {
  it('lists staff and invites a warden with the hostels ticked', async () => {
    const invited = vi.fn(() => ({ data: { inviteStaff: { ...member, id: 'w2', name: 'Ravi', email: 'ravi@dormspace.test' } } }));
    const { user } = renderRoute('/adminpage/staff', [
      viewer('ADMIN'),
      { request: { query: STAFF }, result: { data: { staff: [member], hostels } }, maxUsageCount: 2 },
      { request: { query: INVITE_STAFF, variables: { input: { name: 'Ravi', email: 'ravi@dormspace.test', role: 'WARDEN', hostelIds: ['h2'] } } }, result: invited },
    ]);
    const row = (await screen.findByRole('cell', { name: 'Meera' })).closest('tr')!;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Invite staff' });
    await user.type(within(form).getByLabelText('Name'), 'Ravi');
    await user.type(within(form).getByLabelText('Email'), 'ravi@dormspace.test');
    await user.click(within(form).getByRole('checkbox', { name: 'BH-2' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(invited).toHaveBeenCalled());
    expect(await screen.findByText('Invitation sent to ravi@dormspace.test')).toBeInTheDocument();
  });

  it('invites a gate guard with the front desks they keep, and changes them', async () => {
    const guard = { ...member, id: 'g1', name: 'Raju', email: 'raju@dormspace.test', role: 'GUARD', status: 'ACTIVE', hostels: [], trade: null };
    const invited = vi.fn(() => ({ data: { inviteStaff: { ...guard, id: 'g2', name: 'Suresh', email: 'suresh@dormspace.test', status: 'INVITED' } } }));
    const { user } = renderRoute('/adminpage/staff', [
      viewer('ADMIN'),
      { request: { query: STAFF }, result: { data: { staff: [guard], hostels } }, maxUsageCount: 2 },
      { request: { query: INVITE_STAFF, variables: { input: { name: 'Suresh', email: 'suresh@dormspace.test', role: 'GUARD', hostelIds: ['h2'] } } }, result: invited },
    ]);
    const row = (await screen.findByRole('cell', { name: 'Raju' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Guard' })).toBeInTheDocument();
    // A guard with no desk keeps the gate only.
    expect(within(row).getByRole('cell', { name: 'None (the gate)' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Change hostels' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Invite staff' });
    await user.type(within(form).getByLabelText('Name'), 'Suresh');
    await user.type(within(form).getByLabelText('Email'), 'suresh@dormspace.test');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Guard (the gate, and the front desk of their hostels)');
    // A guard's front desks are asked for, as a warden's hostels.
    await user.click(within(form).getByRole('checkbox', { name: 'BH-2' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(invited).toHaveBeenCalled());
  });
});

describe('the audit screen', () => {
  it('shows events in words, filters through the address, and loads older pages', async () => {
    const event = (id: string, action: string) => ({
      __typename: 'AuditEvent', id, at: '2026-11-23T10:00:00.000Z', actorName: 'Meera', actorRole: 'warden', action, objectType: 'room_request', objectId: 'r1', studentId: 's1', address: '10.0.0.1',
      changes: [{ __typename: 'AuditChange', field: 'status', before: 'Pending', after: 'Approved' }],
    });
    const page = (items: unknown[], nextBefore: string | null) => ({ data: { auditEvents: { __typename: 'AuditPage', nextBefore, items } } });
    const { user } = renderRoute('/adminpage/audit', [
      viewer('ADMIN'),
      { request: { query: AUDIT_EVENTS, variables: { filter: {} } }, result: page([event('9', 'room_request.approved')], '9') },
      { request: { query: AUDIT_EVENTS, variables: { filter: { before: '9' } } }, result: page([event('4', 'room_request.created')], null) },
      { request: { query: AUDIT_EVENTS, variables: { filter: { actor: 'Meera' } } }, result: page([event('9', 'room_request.approved')], null) },
    ]);
    const table = await screen.findByRole('table', { name: 'Audit events' });
    expect(within(table).getByText('Approved a room request')).toBeInTheDocument();
    expect(within(table).getByRole('listitem')).toHaveTextContent(/^Status: Pending → to Approved$/);
    expect(within(table).getByRole('cell', { name: 'Meera (warden)' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'room request' })).toHaveAttribute('href', '/adminpage/students/s1');
    await user.click(screen.getByRole('button', { name: 'Load older events' }));
    expect(await within(table).findByText('Requested a room')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older events' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Who (name)'), 'Meera');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Audit events' })).queryByText('Requested a room')).not.toBeInTheDocument());
  });
});

describe('finding a student', () => {
  it('searches on the server and opens the record with its trail', async () => {
    const summary = { __typename: 'StudentSummary', id: 's1', name: 'Asha Patil', email: 'asha@dormspace.test', enrollmentId: 'ENR1', disabled: false, hostelName: 'BH-1', roomNumber: 101, bed: 1 };
    const record = {
      __typename: 'StudentRecord',
      student: { __typename: 'User', id: 's1', name: 'Asha Patil', email: 'asha@dormspace.test', enrollmentId: 'ENR1', gender: 'FEMALE', phoneNumber: null, address: null, dob: null },
      bed: { __typename: 'StudentBed', bed: 1, room: { __typename: 'Room', id: 'r1', number: 101, hostelName: 'BH-1', type: 'DOUBLE' } },
      roommates: [],
      roomRequests: [],
      outpasses: [{ __typename: 'Outpass', id: 'o1', where: 'Pune', dateOfArrival: '2026-11-30', outTime: '10:00', returnTime: '21:00', status: 'APPROVED', createdAt: '2026-11-22T10:00:00.000Z', decisionReason: null }],
      years: [],
      audit: [{ __typename: 'AuditEvent', id: '7', at: '2026-11-22T11:00:00.000Z', actorName: 'Meera', actorRole: 'warden', action: 'outpass.approved', changes: [] }],
    };
    const { user } = renderRoute('/adminpage/students', [
      viewer('ADMIN'),
      { request: { query: STUDENTS, variables: { search: 'asha', page: 1 } }, result: { data: { students: { __typename: 'StudentPage', page: 1, hasMore: false, items: [summary] } } } },
      { request: { query: STUDENT_RECORD, variables: { id: 's1' } }, result: { data: { studentRecord: record } } },
    ]);
    expect(screen.getByText(/Type at least 2 characters/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Name, enrollment ID, email or room' }), 'asha');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('cell', { name: 'BH-1 101, bed 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download students (CSV)' })).toHaveAttribute('href', '/api/exports/students.csv?search=asha');
    await user.click(screen.getByRole('link', { name: 'Asha Patil' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Patil' })).toBeInTheDocument();
    expect(screen.getByText('BH-1 room 101 (Double), bed 1.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Audit trail' })).getByText('Approved an outpass')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Full history in the audit log' })).toHaveAttribute('href', '/adminpage/audit?studentId=s1');
  });
});

describe('the selection window', () => {
  it('saves a window for one hostel with its prefixes', async () => {
    const saved = vi.fn(() => ({ data: { setSelectionWindow: { __typename: 'SelectionWindow', hostelId: 'h1', hostelName: 'BH-1', opensAt: null, closesAt: null, enrollmentPrefixes: ['2025', '2024BCS'], updatedAt: '2026-11-23T10:00:00.000Z' } } }));
    const { user } = renderRoute('/adminpage/selection', [
      viewer('ADMIN'),
      { request: { query: SELECTION_WINDOWS }, result: { data: { selectionWindows: [], hostels } }, maxUsageCount: 2 },
      { request: { query: GUARDIAN_CONSENT }, result: { data: { hostels: hostels.map((h) => ({ ...h, guardianConsentRequired: false })) } } },
      { request: { query: SET_WINDOW, variables: { input: { hostelId: 'h1', opensAt: null, closesAt: null, enrollmentPrefixes: ['2025', '2024BCS'] } } }, result: saved },
    ]);
    expect(await screen.findByText('No window set: booking and requests are open to every student.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('For'), 'h1');
    await user.type(screen.getByLabelText('Enrollment IDs starting with (empty: everyone)'), '2025, 2024BCS');
    await user.click(screen.getByRole('button', { name: 'Save window' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
  });

  it('sets per hostel whether guardians are asked to agree to outpasses', async () => {
    const set = vi.fn(() => ({ data: { setGuardianConsentRequired: { __typename: 'Hostel', id: 'h2', guardianConsentRequired: true } } }));
    const { user } = renderRoute('/adminpage/selection', [
      viewer('ADMIN'),
      { request: { query: SELECTION_WINDOWS }, result: { data: { selectionWindows: [], hostels } } },
      { request: { query: GUARDIAN_CONSENT }, result: { data: { hostels: [{ ...hostels[0], guardianConsentRequired: true }, { ...hostels[1], guardianConsentRequired: false }] } } },
      { request: { query: SET_GUARDIAN_CONSENT, variables: { hostelId: 'h2', required: true } }, result: set },
    ]);
    const rule = await screen.findByRole('group', { name: 'Ask guardians to agree to outpasses' });
    expect(screen.getByRole('heading', { name: 'Guardian consent' })).toBeInTheDocument();
    expect(await within(rule).findByRole('checkbox', { name: 'BH-1' })).toBeChecked();
    expect(within(rule).getByRole('checkbox', { name: 'BH-2' })).not.toBeChecked();
    await user.click(within(rule).getByRole('checkbox', { name: 'BH-2' }));
    await waitFor(() => expect(set).toHaveBeenCalledWith({ hostelId: 'h2', required: true }));
    expect(within(rule).getByRole('checkbox', { name: 'BH-2' })).toBeChecked();
    expect(await screen.findByText('BH-2: guardians are asked')).toBeInTheDocument();
  });
});

describe('the dashboard charts', () => {
  it('come with tables holding the same numbers, shown on request', async () => {
    const { user } = renderRoute('/adminpage/roominquiry', [
      viewer('ADMIN'),
      {
        request: { query: DASHBOARD_CHARTS },
        result: { data: { hostels: [{ __typename: 'Hostel', id: 'h1', name: 'BH-1', totalBeds: 100, freeBeds: 40 }], dailyCounts: [{ __typename: 'DailyCount', day: '2026-11-23', roomRequests: 3, outpasses: 1 }] } },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Occupancy per hostel' });
    expect(within(table).getByRole('rowheader', { name: 'BH-1' }).closest('tr')).toHaveTextContent('BH-16040');
    await user.click(screen.getByRole('button', { name: 'Show table' }));
    expect(screen.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-pressed', 'true');
  });
});
