/** An audit action as people say it. */
const ACTION_WORDS: Record<string, string> = {
  'bed.booked': 'Booked a bed',
  'bed.assigned': 'Assigned a bed',
  'bed.changed': 'Changed room',
  'bed.reassigned': 'Moved a student to another room',
  'bed.swapped': 'Swapped beds',
  'bed.vacated': 'Checked out',
  'bed.offer_accepted': 'Took a held bed',
  'waitlist.joined': 'Joined a waitlist',
  'waitlist.left': 'Left a waitlist',
  'waitlist.offered': 'Held a bed for the first in line',
  'waitlist.reordered': 'Moved a place in a waitlist',
  'waitlist.removed': 'Removed a place from a waitlist',
  'room_request.created': 'Requested a room',
  'room_request.approved': 'Approved a room request',
  'room_request.rejected': 'Rejected a room request',
  'room_request.cancelled': 'Cancelled a room request',
  'room_request.roommate_accepted': 'Accepted as roommate',
  'room_request.roommate_declined': 'Declined as roommate',
  'outpass.requested': 'Requested an outpass',
  'outpass.approved': 'Approved an outpass',
  'outpass.rejected': 'Rejected an outpass',
  'account.invited': 'Invited staff',
  'account.invite_resent': 'Resent an invitation',
  'account.invite_accepted': 'Accepted an invitation',
  'account.staff_changed': 'Changed role or hostels',
  'account.disabled': 'Disabled an account',
  'account.enabled': 'Enabled an account',
  'selection_window.changed': 'Changed a selection window',
  'selection_window.cleared': 'Cleared a selection window',
};

export const ACTIONS = Object.keys(ACTION_WORDS);
export const actionWords = (action: string): string => ACTION_WORDS[action] ?? action;

/** A change list as one line: `status: Pending → Approved; reason: —`. */
export const changeWords = (changes: readonly { field: string; before?: string | null; after?: string | null }[]): string =>
  changes.map((c) => (c.before === null || c.before === undefined ? `${c.field}: ${c.after ?? '—'}` : `${c.field}: ${c.before} → ${c.after ?? '—'}`)).join('; ');

export { when } from '../../shared/date-time';
