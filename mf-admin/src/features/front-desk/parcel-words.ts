import type { ParcelStatus } from './front-desk.operations';

/** The couriers most parcels come by: one tap each, and any other typed. */
export const QUICK_COURIERS = ['Amazon', 'Flipkart', 'India Post', 'Blue Dart', 'DTDC'] as const;

/** The list's statuses, in the desk's words. */
export const STATUS_WORDS: Record<ParcelStatus, string> = {
  WAITING: 'Waiting',
  COLLECTED: 'Collected',
  RETURNED: 'Returned',
};

/** The search box's text that asks the server: 2 characters or more (the server's own floor). */
export const SEARCH_FROM = 2;
