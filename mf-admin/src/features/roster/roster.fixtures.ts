import type { SignupMode } from '../../gql/graphql';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import type { Mock } from '../../test-utils/render-route';
import { ROSTER_PAGE_SIZE } from './roster-list';
import { CAMPUS_SETTINGS, ROSTER, type RosterStudent, type RosterYear } from './roster.operations';

/** Test data for the roster's screen, shaped as the server sends it (with typenames). */
export const student = (overrides: Partial<RosterStudent> = {}): RosterStudent & { __typename: 'RosterEntry' } => ({
  __typename: 'RosterEntry',
  enrollmentId: '21CS001',
  name: 'Ananya Rao',
  email: 'ananya@dormspace.test',
  gender: 'FEMALE',
  yearOfStudy: 2,
  programme: 'B.Tech Computer Science',
  needsAccessibleRoom: false,
  signedUp: false,
  invitedAt: null,
  ...overrides,
});

export const ANANYA = student();
export const KABIR = student({ enrollmentId: '21ME014', name: 'Kabir Singh', email: 'kabir@dormspace.test', gender: 'MALE', yearOfStudy: 3, programme: 'B.Tech Mechanical', signedUp: true });
export const MEERA = student({ enrollmentId: '22EE007', name: 'Meera Iyer', email: 'meera@dormspace.test', yearOfStudy: 1, programme: 'B.Tech Electrical', invitedAt: '2026-11-23T10:00:00.000Z' });

export const viewer = (role: 'ADMIN' | 'WARDEN' = 'ADMIN'): Mock => ({ request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role } } }, maxUsageCount: 10 });

export const settings = (signupMode: SignupMode): Mock => ({ request: { query: CAMPUS_SETTINGS }, result: { data: { campusSettings: { __typename: 'CampusSettings', signupMode } } } });

/** An academic year as the roster's picker reads it: open (closedAt null) or closed. */
export const rosterYear = (name: string, closedAt: string | null = null): RosterYear & { __typename: 'AcademicYear' } => ({ __typename: 'AcademicYear', id: `year-${name}`, name, current: closedAt === null, closedAt });
export const OPEN_YEAR = rosterYear('2026-27');

/**
 * One answer of the roster query: `entries` on the page asked for (`search`, `page` from 1), of
 * `total`, of `year` (null: the open one, the first of `years`).
 */
export const roster = (
  entries: RosterStudent[],
  { total = entries.length, search = null, page = 1, year = null, years = [OPEN_YEAR] }: { total?: number; search?: string | null; page?: number; year?: string | null; years?: RosterYear[] } = {},
): Mock => ({
  request: { query: ROSTER, variables: { search, offset: (page - 1) * ROSTER_PAGE_SIZE, limit: ROSTER_PAGE_SIZE, academicYear: year } },
  result: { data: { academicYears: years, roster: { __typename: 'RosterPage', academicYear: years.find((y) => (year ? y.name === year : y.current)), total, entries } } },
});
