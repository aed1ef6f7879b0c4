// What the selection module's services return: plain, JSON-safe data, as core/views.ts says. The
// views that events carry, and that adapters outside the modules read, are core/views.ts's own.

/** A stored selection window; hostelId null is the window for every hostel without its own. */
export interface SelectionWindowView {
  hostelId: string | null;
  hostelName: string | null;
  opensAt: string | null;
  closesAt: string | null;
  enrollmentPrefixes: string[];
  updatedAt: string;
}

/** Where one viewer stands in one hostel's window, now (the server's clock). */
export interface SelectionWindowStateView {
  hostelId: string;
  hostelName: string;
  state: 'OPEN' | 'NOT_YET' | 'CLOSED' | 'NOT_ELIGIBLE';
  opensAt: string | null;
  closesAt: string | null;
  /** Who may take part: enrollment IDs starting with one of these; empty: every student. */
  enrollmentPrefixes: string[];
  /** The selection process whose times these are (docs/decisions/0153); null: the window's. */
  processName: string | null;
  now: string;
}
