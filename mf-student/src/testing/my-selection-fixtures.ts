import { GraphQLError } from 'graphql';
import { MY_SELECTION, SELECTION_NOW, type MySelection, type SelectionGroup, type SelectionNow } from '../features/my-selection/my-selection.operations';
import { MY_ROOMMATE_PROFILE, type RoommateProfile } from '../features/my-selection/roommate.operations';
import { at, DAY, MINUTE, SERVER_NOW } from './selection-fixtures';

type Member = SelectionGroup['members'][number];

export const member = (id: string, name: string, enrollmentId: string, status: Member['status'] = 'ACCEPTED'): Member & { __typename: 'GroupMember' } => ({
  __typename: 'GroupMember',
  id,
  name,
  enrollmentId,
  status,
});

export const ME = member('student-1', 'Asha Rao', 'DEMO001');
export const PRIYA = member('student-2', 'Priya Shah', 'DEMO002');
export const MEERA = member('student-3', 'Meera Iyer', 'DEMO003');

/** A group: led by the first member given, the caller leading unless `isLeader` says. */
export const group = (members: Member[], invited: Member[] = [], isLeader = true): SelectionGroup & { __typename: 'SelectionGroup' } => ({
  __typename: 'SelectionGroup',
  id: 'group-1',
  isLeader,
  leader: members[0]!,
  members,
  invited,
});

/**
 * The student's place: "Room selection 2026" in GH-1 and GH-2, lottery number 123, slot 3 opening
 * 10 minutes after the server's now, closing a day after it; alone, not yet choosing, rooms up to 3.
 */
export const mySelection = (over: Partial<MySelection> = {}): MySelection & { __typename: 'MySelection' } => ({
  __typename: 'MySelection',
  processId: 'process-1',
  processName: 'Room selection 2026',
  hostels: ['GH-1', 'GH-2'],
  lotteryNumber: 123,
  slot: 3,
  slotStartsAt: at(10 * MINUTE),
  groupSlotStartsAt: at(10 * MINUTE),
  closesAt: at(DAY),
  state: 'NOT_YET',
  group: null,
  invitations: [],
  maxGroupSize: 3,
  now: SERVER_NOW,
  ...over,
});

export const mySelectionMock = (selection: MySelection | null) => ({ request: { query: MY_SELECTION }, result: { data: { mySelection: selection } } });

/** A published process: slots 1–4 choose now, slot 5 opens 10 minutes after the server's now, of 12; closes a day after. */
export const selectionNow = (over: Partial<SelectionNow> = {}): SelectionNow & { __typename: 'SelectionNow' } => ({
  __typename: 'SelectionNow',
  processId: 'process-1',
  processName: 'Room selection 2026',
  hostels: ['GH-1', 'GH-2'],
  selectingThrough: 4,
  nextSlot: 5,
  nextSlotAt: at(10 * MINUTE),
  slots: 12,
  closesAt: at(DAY),
  closed: false,
  now: SERVER_NOW,
  ...over,
});

export const selectionNowMock = (entries: SelectionNow[]) => ({ request: { query: SELECTION_NOW }, result: { data: { selectionNow: entries } } });

/**
 * No selection process (no place, no slots), answered as often as asked: last in a screen's
 * mocks, behind any of a test's own, for screens whose tests are about something else.
 */
export const noSelection = () => [
  { ...mySelectionMock(null), maxUsageCount: Number.POSITIVE_INFINITY },
  { ...selectionNowMock([]), maxUsageCount: Number.POSITIVE_INFINITY },
  { ...roommateProfileMock(null), maxUsageCount: Number.POSITIVE_INFINITY },
];

/** The default questionnaire's first three questions, as a process carries it. */
const question = (key: string, label: string, choices: string[], dealbreaker = false) =>
  ({ __typename: 'RoommateQuestion', key, label, kind: choices.length === 5 ? 'SCALE' : 'CHOICE', choices, weight: 3, dealbreaker }) as RoommateProfile['questions'][number];

export const QUESTIONS = [
  question('sleep', 'When do you usually go to sleep?', ['Before 10 PM', 'Around 11 PM', 'Around midnight', 'Around 1 AM', 'After 2 AM']),
  question('tidiness', 'How tidy do you keep your side of the room?', ['Relaxed', 'Somewhat relaxed', 'In between', 'Tidy', 'Spotless']),
  question('smoking', 'Do you smoke?', ['No', 'Yes'], true),
];

/** An answer, as the server names its type (the generated type leaves nested typenames out). */
export const answer = (key: string, value: number) => ({ __typename: 'RoommateAnswer', key, value }) as RoommateProfile['answers'][number];

/** Not answered yet, answers open until the student's slot (10 minutes after the server's now). */
export const roommateProfile = (over: Partial<RoommateProfile> = {}): RoommateProfile & { __typename: 'RoommateProfile' } => ({
  __typename: 'RoommateProfile',
  processId: 'process-1',
  questions: QUESTIONS,
  answers: [],
  answered: false,
  discoverable: false,
  shared: [],
  editableUntil: at(10 * MINUTE),
  editable: true,
  ...over,
});

export const roommateProfileMock = (profile: RoommateProfile | null) => ({ request: { query: MY_ROOMMATE_PROFILE }, result: { data: { myRoommateProfile: profile } } });

/** A GraphQL refusal with the code the gateway sends. */
export const refusal = (code: string, message: string) => ({ errors: [new GraphQLError(message, { extensions: { code } })] });
