import type { RoommateResponse } from './room-requests.operations';

/** 'Pending', 'Approved', 'Rejected', 'Cancelled', 'Declined': the enum as people write it. */
export function statusLabel(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}

/** The roommate's answer in words. */
export const ANSWER: Record<RoommateResponse, string> = { PENDING: 'Waiting for their answer', ACCEPTED: 'Accepted', DECLINED: 'Declined' };
