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
  'waitlist.offer_accepted': 'Took the bed held for them',
  'waitlist.offer_declined': 'Declined the bed held for them',
  'waitlist.offer_expired': 'Let the bed held for them expire',
  'waitlist.offer_withdrawn': 'Gave up the bed held for them',
  'outpass.requested': 'Requested an outpass',
  'outpass.approved': 'Approved an outpass',
  'outpass.rejected': 'Rejected an outpass',
  'outpass.cancelled': 'Cancelled an outpass',
  'outpass.guardian_consented': 'Guardian agreed to an outpass',
  'outpass.guardian_refused': 'Guardian refused an outpass',
  'outpass.out': 'Let out at the gate',
  'outpass.returned': 'Back through the gate',
  'outpass.overdue': 'Outpass overdue',
  'account.invited': 'Invited staff',
  'account.invite_resent': 'Resent an invitation',
  'account.invite_accepted': 'Accepted an invitation',
  'account.staff_changed': 'Changed role or hostels',
  'account.disabled': 'Disabled an account',
  'account.enabled': 'Enabled an account',
  'account.second_factor_added': 'Added a sign-in factor',
  'account.second_factor_removed': 'Removed a sign-in factor',
  'account.second_factors_reset': 'Reset sign-in factors',
  'selection_window.changed': 'Changed a selection window',
  'selection_window.cleared': 'Cleared a selection window',
  'hostel.guardian_consent': 'Changed whether guardians are asked',
};

export const ACTIONS = Object.keys(ACTION_WORDS);
/** An action in words; one this screen does not know yet, as its object and verb ("gate pass: scanned"). */
export const actionWords = (action: string): string => ACTION_WORDS[action] ?? action.replace('.', ': ').replace(/_/g, ' ');

/** Who did it: "Meera (warden)"; "System" for the server's own work and a guardian's link. */
export function actorWords({ actorName, actorRole }: { actorName?: string | null; actorRole?: string | null }): string {
  if (actorName) return actorRole ? `${actorName} (${actorRole})` : actorName;
  return actorRole && actorRole !== 'system' ? actorRole.charAt(0).toUpperCase() + actorRole.slice(1) : 'System';
}

export { when } from '../../shared/date-time';
