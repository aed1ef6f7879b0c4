import type { Role, Trade } from '../../gql/graphql';

export const ROLE_WORD: Record<Role, string> = { ADMIN: 'Admin', WARDEN: 'Warden', GUARD: 'Guard', MAINTENANCE: 'Maintenance', STUDENT: 'Student' };

/** The roles an admin invites, each with what it may do. */
export const ROLE_CHOICES: { value: Role; label: string }[] = [
  { value: 'WARDEN', label: 'Warden (their hostels only)' },
  { value: 'ADMIN', label: 'Admin (everything)' },
  { value: 'GUARD', label: 'Guard (the gate, and the front desk of their hostels)' },
  { value: 'MAINTENANCE', label: 'Maintenance (fixes repair jobs of their trade)' },
];

/** Roles whose hostels are chosen: a warden's (at least one), a guard's front desks (none: the gate only), as the gateway's HOSTEL_ROLES. */
export const HOSTEL_ROLES: readonly Role[] = ['WARDEN', 'GUARD'];

export const TRADE_WORD: Record<Trade, string> = {
  ELECTRICAL: 'Electrical',
  PLUMBING: 'Plumbing',
  CARPENTRY: 'Carpentry',
  NETWORK: 'Network',
  HOUSEKEEPING: 'Housekeeping',
};

export const TRADE_CHOICES = (Object.keys(TRADE_WORD) as Trade[]).map((value) => ({ value, label: TRADE_WORD[value] }));

/** What a missing trade is told (the gateway says the same). */
export const TRADE_NEEDED = 'Choose the trade of a maintenance person.';

/** "Warden", or "Maintenance (electrical)" for a maintenance person with a trade. */
export const roleWord = ({ role, trade }: { role: Role; trade?: Trade | null }): string =>
  role === 'MAINTENANCE' && trade ? `${ROLE_WORD[role]} (${TRADE_WORD[trade].toLowerCase()})` : ROLE_WORD[role];
