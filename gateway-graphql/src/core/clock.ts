/** The time source; tests inject their own to move through expiry windows. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The calendar day of a moment, `YYYY-MM-DD`, in UTC. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);
