// What the activity module's services return: plain, JSON-safe data, as core/views.ts says. The
// views that events carry, and that adapters outside the modules read, are core/views.ts's own.

/** How many room requests and outpasses were asked on one day. */
export interface DailyCountView {
  day: string;
  roomRequests: number;
  outpasses: number;
}
