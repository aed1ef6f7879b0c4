/** A hostel's beds as the occupancy chart and its table show them. */
export interface OccupancyRow {
  name: string;
  taken: number;
  free: number;
}

/** One day of requests and outpasses, as the activity chart and its table show them. */
export interface DailyRow {
  day: string;
  roomRequests: number;
  outpasses: number;
}

export const occupancyOf = (hostels: readonly { name: string; totalBeds: number; freeBeds: number }[]): OccupancyRow[] =>
  hostels.map((h) => ({ name: h.name, taken: h.totalBeds - h.freeBeds, free: h.freeBeds }));

/** `2026-11-23` as `23 Nov`. */
export const shortDay = (day: string): string => new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
