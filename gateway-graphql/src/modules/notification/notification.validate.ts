import { z } from 'zod';

/** How many notifications one page shows (default 20, at most 100). */
export const notificationListInput = z.object({
  first: z.number({ error: 'first must be a whole number.' }).int('first must be a whole number.').min(1, 'first must be at least 1.').max(100, 'first must be at most 100.').default(20),
});
