import type { Mock } from '../../test-utils/render-route';
import { CARRY_ROSTER_FORWARD, ROSTER_CARRY_PREVIEW, type RosterCarry } from './roster.operations';

type Step = RosterCarry['steps'][number];
type LeftOut = RosterCarry['leftOut'][number];

/** How many move from one year of study to the next. */
export const step = (yearOfStudy: number, students: number): Step & { __typename: 'RosterCarryStep' } => ({ __typename: 'RosterCarryStep', yearOfStudy, students });
const leftOut = (enrollmentId: string, name: string, yearOfStudy: number, reason: LeftOut['reason']): LeftOut & { __typename: 'RosterCarryLeftOut' } => ({
  __typename: 'RosterCarryLeftOut',
  enrollmentId,
  name,
  yearOfStudy,
  reason,
});

/** What carrying 2026-27's roster into 2027-28 would do (a dry run), as the gateway answers it. */
export const carryReport = (overrides: Partial<RosterCarry> = {}): RosterCarry & { __typename: 'RosterCarry' } => ({
  __typename: 'RosterCarry',
  dryRun: true,
  fromYear: '2026-27',
  intoYear: '2027-28',
  lastYearOfStudy: 4,
  carried: 3,
  steps: [step(1, 2), step(3, 1)],
  finalYear: 1,
  alreadyOnRoster: 1,
  leftOut: [leftOut('20CS001', 'Rohan Das', 4, 'FINAL_YEAR'), leftOut('22EE007', 'Meera Iyer', 2, 'ALREADY_ON_ROSTER')],
  ...overrides,
});

export const carryPreview = (lastYearOfStudy: number, report: RosterCarry): Mock => ({
  request: { query: ROSTER_CARRY_PREVIEW, variables: { lastYearOfStudy } },
  result: { data: { rosterCarryPreview: report } },
});

export const carryMock = (lastYearOfStudy: number, result: Mock['result']): Mock => ({ request: { query: CARRY_ROSTER_FORWARD, variables: { lastYearOfStudy } }, result });
