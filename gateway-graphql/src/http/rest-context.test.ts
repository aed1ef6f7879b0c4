import { describe, expect, it } from 'vitest';
import { GuardianConsent, RequestStatus, Responsibility } from '../core/enums.js';
import type { OutpassView } from '../core/views.js';
import { rest } from './rest-context.js';

/** An outpass at the gate: every field of the view set, so a field the body leaks or drops shows. */
const view: OutpassView = {
  id: 'o1',
  studentId: 's1',
  name: 'Priya',
  where: 'Home, Pune',
  dateOfArrival: '2026-11-29',
  outTime: '09:00',
  reason: 'A visit home',
  responsibility: Responsibility.YES,
  rollNo: 'ENR100',
  description: 'Priya (ENR100) requested an outpass',
  status: RequestStatus.OUT,
  decisionReason: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  decidedAt: '2026-11-27T09:00:00.000Z',
  expectedReturnAt: '2026-11-29T14:30:00.000Z',
  returnTime: '20:00',
  cancelledAt: null,
  outAt: '2026-11-28T03:30:00.000Z',
  returnedAt: null,
  overdueAt: null,
  returnedLate: false,
  guardianConsent: GuardianConsent.GIVEN,
  guardianAnsweredAt: '2026-11-27T08:30:00.000Z',
  hostelName: 'GH-1',
};

describe("an outpass in the spec's REST shape", () => {
  it('carries exactly the REST fields: `_id`, `roll_no`, the view fields as they are, and the old status beside the state', () => {
    expect(rest.outpass(view)).toStrictEqual({
      _id: 'o1',
      name: 'Priya',
      where: 'Home, Pune',
      dateOfArrival: '2026-11-29',
      outTime: '09:00',
      reason: 'A visit home',
      responsibility: 'Yes',
      roll_no: 'ENR100',
      description: 'Priya (ENR100) requested an outpass',
      status: 'Approved',
      state: 'Out',
      expectedReturnAt: '2026-11-29T14:30:00.000Z',
      decisionReason: null,
      createdAt: '2026-11-27T08:00:00.000Z',
      decidedAt: '2026-11-27T09:00:00.000Z',
    });
  });

  it.each([
    [RequestStatus.PENDING, 'Pending'],
    [RequestStatus.APPROVED, 'Approved'],
    [RequestStatus.REJECTED, 'Rejected'],
    [RequestStatus.CANCELLED, 'Cancelled'],
    [RequestStatus.OUT, 'Approved'],
    [RequestStatus.RETURNED, 'Approved'],
    [RequestStatus.OVERDUE, 'Approved'],
  ])('reads %s as %s to older clients, the state as it is', (state, status) => {
    expect(rest.outpass({ ...view, status: state })).toMatchObject({ status, state });
  });
});
