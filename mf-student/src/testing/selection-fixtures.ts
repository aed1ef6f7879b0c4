import { HOSTELS, type HostelSummary, type HostelWindow } from '../features/selection/selection.operations';

/** The server's clock in these tests. */
export const SERVER_NOW = '2026-11-25T04:30:00.000Z';
const now = Date.parse(SERVER_NOW);
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
/** An ISO moment `ms` after the server's now. */
export const at = (ms: number) => new Date(now + ms).toISOString();

export const hostel = (id: string, name: string, availableRooms: number, amenities: string[] = []): HostelSummary & { __typename: 'Hostel' } => ({
  __typename: 'Hostel',
  id,
  name,
  gender: 'FEMALE',
  bookingMode: 'INSTANT',
  totalRooms: 40,
  availableRooms,
  amenities,
});

/** A hostel's window as the server reads it for the student; open, with no dates, by default. */
export const hostelWindow = (id: string, name: string, over: Partial<HostelWindow> = {}): HostelWindow & { __typename: 'SelectionWindowState' } => ({
  __typename: 'SelectionWindowState',
  hostelId: id,
  hostelName: name,
  state: 'OPEN',
  opensAt: null,
  closesAt: null,
  enrollmentPrefixes: [],
  processName: null,
  now: SERVER_NOW,
  ...over,
});

/** The page's query: the hostels, and each one's window (open unless given). */
export const hostelsMock = (hostels: HostelSummary[], windows: HostelWindow[] = hostels.map((h) => hostelWindow(h.id, h.name))) => ({
  request: { query: HOSTELS },
  result: { data: { hostels, mySelectionWindows: windows } },
});
