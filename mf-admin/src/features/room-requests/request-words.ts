import type { RoommateResponse } from './room-requests.operations';

/** The list of pending room requests. */
export const ROOM_REQUESTS_PATH = '/adminpage/roomrequests';

/** One request's approval page: its id is in the address, so a reload or a shared link opens it. */
export const roomRequestPath = (id: string) => `${ROOM_REQUESTS_PATH}/${encodeURIComponent(id)}`;

/** What the approval page hands the list after a decision: the sentence it says. */
export interface ListState {
  status: string;
}

/** 'Pending', 'Approved', 'Rejected', 'Cancelled', 'Declined': the enum as people write it. */
export function statusLabel(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}

/** The roommate's answer in words. */
export const ANSWER: Record<RoommateResponse, string> = { PENDING: 'Waiting for their answer', ACCEPTED: 'Accepted', DECLINED: 'Declined' };
