import { GraphQLError } from 'graphql';
import { officeDay } from 'web-kit';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import type { Role } from '../../gql/graphql';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { PENDING } from './overnight-approvals';
import { IN_NOW, TODAY } from './use-todays-visits';
import { DESK_HOSTELS, DESK_VISITS, VISITOR_RULES, VISITOR_SETTINGS, type DeskVisit, type DeskVisitFilter, type VisitorRules } from './visitors-desk.operations';
import { VisitorsDeskPage } from './visitors-desk-page';

/** The office's day today, as the desk's lists hold it. */
export const TODAY_DAY = officeDay();
/** Noon of that day at the office (IST, the gateway's default zone), when the desk's tests run. */
export const NOON = Date.parse(`${TODAY_DAY}T06:30:00.000Z`);
/** `minutes` from {@link NOON} (before it when negative), as the server sends a moment. */
export const atNoon = (minutes = 0) => new Date(NOON + minutes * 60_000).toISOString();

/**
 * Runs each test of the file at {@link NOON} (only Date is faked: timers run as they do): a
 * walk-in's minutes left and "in since" read the same at any hour the suite runs.
 */
export function deskClockAtNoon() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON);
  });
  afterEach(() => vi.useRealTimers());
}

/** A visit as the desk reads it: Meera Rao, Asha Rao's mother, expected today 10:00–12:00 at GH-1. */
export const visit = (id: string, over: Partial<DeskVisit> = {}): DeskVisit & { __typename: 'Visit' } => ({
  __typename: 'Visit',
  id,
  status: 'EXPECTED',
  hostelId: 'h-gh1',
  hostelName: 'GH-1',
  studentId: 's-asha',
  studentName: 'Asha Rao',
  roomNumber: 204,
  visitorName: 'Meera Rao',
  visitorPhone: '+91 98450 12345',
  relation: 'Mother',
  visitorGender: 'FEMALE',
  day: TODAY_DAY,
  expectedFrom: '10:00',
  expectedTo: '12:00',
  overnight: false,
  walkIn: false,
  commonRoomOnly: false,
  idType: null,
  idLast4: null,
  createdAt: '2026-03-01T04:00:00.000Z',
  askExpiresAt: null,
  decidedAt: null,
  decidedByName: null,
  decisionNote: null,
  signedInAt: null,
  signedInByName: null,
  signedOutAt: null,
  signedOutByName: null,
  overstayed: false,
  ...over,
});

/** The desk's list for `filter`; `answer` may be a vi.fn, to count the reads or change the answer. */
export const visits = (filter: DeskVisitFilter, answer: Mock['result'] | DeskVisit[]): Mock => ({
  request: { query: DESK_VISITS, variables: { filter } },
  result: Array.isArray(answer) ? { data: { frontDeskVisits: answer } } : answer,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** A hostel whose desk the viewer keeps. */
export const deskHostel = (id: string, name: string) => ({ __typename: 'FrontDeskHostel' as const, id, name });
export const GH1 = deskHostel('h-gh1', 'GH-1');
export const BH1 = deskHostel('h-bh1', 'BH-1');

/** A hostel's rules: 09:00–20:00 but Sunday 10:00–18:00, 2 at once, the common-room rule, overnight approval. */
export const rules = (hostel = GH1, over: Partial<VisitorRules> = {}): VisitorRules & { __typename: 'VisitorRules' } => ({
  __typename: 'VisitorRules',
  hostelId: hostel.id,
  hostelName: hostel.name,
  hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ __typename: 'VisitingHours' as const, from: day === 0 ? '10:00' : '09:00', to: day === 0 ? '18:00' : '20:00' })),
  maxAtOnce: 2,
  otherGenderCommonRoom: true,
  overnightNeedsApproval: true,
  ...over,
});

export const rulesMock = (hostel = GH1, answer: Mock['result'] = { data: { visitorRules: rules(hostel) } }): Mock => ({
  request: { query: VISITOR_RULES, variables: { hostelId: hostel.id } },
  result: answer,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The gateway's refusal, as GraphQL sends it. */
export const refused = (message: string, code: string, fields?: { field: string; message: string }[]) => ({
  errors: [new GraphQLError(message, { extensions: { code, ...(fields && { fields }) } })],
});

/** Options of {@link renderVisitors}. */
export interface VisitorsOptions {
  /** Who is at the desk: a guard unless said. */
  role?: Role;
  /** Today's visits and those in now (none unless said). */
  today?: DeskVisit[];
  inNow?: DeskVisit[];
  /** Overnight guests waiting for the office (none unless said). */
  pending?: DeskVisit[];
  /** The hostels whose desk the viewer keeps: GH-1 unless said. */
  hostels?: ReturnType<typeof deskHostel>[];
}

/**
 * The page as its route mounts it, on a mocked client: the test's `mocks` first, then the lists
 * (`today`, `inNow`, `pending`), the viewer's hostels and role, GH-1's rules and the settings;
 * `push` feeds `visitChanged`.
 */
export function renderVisitors(mocks: Mock[], { role = 'GUARD', today = [], inNow = [], pending = [], hostels = [GH1] }: VisitorsOptions = {}) {
  const { client, push } = mockedClientWithPush([
    ...mocks,
    visits(TODAY, today),
    visits(IN_NOW, inNow),
    visits(PENDING, pending),
    rulesMock(GH1),
    { request: { query: DESK_HOSTELS }, result: { data: { frontDeskHostels: hostels } }, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: VISITOR_SETTINGS }, result: { data: { visitorSettings: { __typename: 'VisitorSettings', retentionDays: 90 } } }, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role } } }, maxUsageCount: Number.POSITIVE_INFINITY },
  ]);
  const view = renderScreen(<VisitorsDeskPage />, { path: '/adminpage/frontdesk/visitors', client });
  return { ...view, push };
}
