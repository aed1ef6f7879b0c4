import { GraphQLError } from 'graphql';
import { MY_SELECTION, SELECTION_NOW, type MySelection, type SelectionGroup, type SelectionNow } from '../features/my-selection/my-selection.operations';
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
];

/** A GraphQL refusal with the code the gateway sends. */
export const refusal = (code: string, message: string) => ({ errors: [new GraphQLError(message, { extensions: { code } })] });
