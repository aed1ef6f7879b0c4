import { STAFF_VIEWER } from '../../layout/viewer.operations';
import type { Mock } from '../../test-utils/render-route';
import type { QuestionnaireCard_ProcessFragment, SelectionProcessInput } from '../../gql/graphql';
import { PREVIEW_PROCESS, PROCESS_HOSTELS, SELECTION_PROCESS, SELECTION_PROCESSES, type SelectionProcessRow } from './selection-process.operations';

/** Test data for the selection process's screens, shaped as the server sends it (with typenames). */

export const viewer = (role: 'ADMIN' | 'WARDEN' = 'ADMIN'): Mock => ({ request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role } } }, maxUsageCount: 10 });

export const GH1 = { __typename: 'Hostel', id: 'h-gh1', name: 'GH-1' } as const;
export const GH2 = { __typename: 'Hostel', id: 'h-gh2', name: 'GH-2' } as const;
export const hostels: Mock = { request: { query: PROCESS_HOSTELS }, result: { data: { hostels: [GH1, GH2] } }, maxUsageCount: 5 };

type Assignment = NonNullable<SelectionProcessRow['assignment']>;
type Unplaced = Assignment['unplacedStudents'][number];

/** A process's hostel, as the server names its type (the generated type leaves nested typenames out). */
export const processHostel = ({ id, name }: { id: string; name: string }) => ({ __typename: 'SelectionProcessHostel', id, name }) as SelectionProcessRow['hostels'][number];
const unplaced = (name: string, enrollmentId: string, reason: string) => ({ __typename: 'SelectionUnplaced', name, enrollmentId, reason }) as Unplaced;
type ProcessFixture = SelectionProcessRow & Pick<QuestionnaireCard_ProcessFragment, 'questionnaire'> & { __typename: 'SelectionProcess' };

/** 27 Nov 2026, 10:00 in India (the office), first slot; closes 28 Nov, 18:00. */
export const FIRST_SLOT = '2026-11-27T04:30:00.000Z';
export const CLOSES = '2026-11-28T12:30:00.000Z';

/** A question of the roommate questionnaire: five answers a scale, two a choice. */
export const question = (key: string, label: string, choices: string[], weight: number, dealbreaker = false) =>
  ({ __typename: 'RoommateQuestion', key, label, kind: choices.length === 5 ? 'SCALE' : 'CHOICE', choices, weight, dealbreaker }) as ProcessFixture['questionnaire'][number];

export const process = (overrides: Partial<ProcessFixture> = {}): ProcessFixture => ({
  __typename: 'SelectionProcess',
  id: 'p-1',
  name: 'Girls selection day',
  status: 'DRAFT',
  hostels: [processHostel(GH1)],
  genders: ['FEMALE'],
  yearsOfStudy: [1, 2],
  draw: 'RANDOM',
  seed: '123456',
  firstSlotAt: FIRST_SLOT,
  slotMinutes: 10,
  perSlot: 40,
  closesAt: CLOSES,
  entrants: 120,
  slots: 3,
  // Slot 3 of 3: 10:20 in India.
  lastSlotAt: '2026-11-27T04:50:00.000Z',
  publishedAt: null,
  drawDigest: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  // The server's clock at the read: the day before the first slot.
  now: '2026-11-26T05:00:00.000Z',
  assignment: null,
  questionnaire: [question('sleep', 'When do you usually go to sleep?', ['Before 10 PM', 'Around 11 PM', 'Around midnight', 'Around 1 AM', 'After 2 AM'], 3), question('smoking', 'Do you smoke?', ['No', 'Yes'], 3, true)],
  ...overrides,
});

export const assignment = (overrides: Partial<Assignment> = {}): Assignment & { __typename: 'SelectionAssignment' } => ({
  __typename: 'SelectionAssignment',
  // 120 entrants: 5 chose, 112 placed by the office, 1 pending, 2 not placed.
  entrants: 120,
  chose: 5,
  placed: 112,
  pending: 1,
  unplaced: 2,
  // Publishing mails the placed and the not placed who have an account.
  mailed: 114,
  runAt: '2026-11-28T13:00:00.000Z',
  publishedAt: null,
  unplacedStudents: [
    unplaced('Asha Patil', '21CS001', 'No free bed in GH-1 for her room type'),
    unplaced('Meera Iyer', '22EE007', 'Needs an accessible room; none is free'),
  ],
  ...overrides,
});

export const PUBLISHED = (overrides: Partial<ProcessFixture> = {}) =>
  process({ status: 'PUBLISHED', publishedAt: '2026-11-21T05:00:00.000Z', drawDigest: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778', ...overrides });

export const processesMock = (list: SelectionProcessRow[]): Mock => ({ request: { query: SELECTION_PROCESSES }, result: { data: { selectionProcesses: list } } });

export const processMock = (answer: SelectionProcessRow | null, extra: Partial<Mock> = {}): Mock => ({
  request: { query: SELECTION_PROCESS, variables: { id: answer?.id ?? 'p-1' } },
  result: { data: { selectionProcess: answer } },
  ...extra,
});

export const previewMock = (input: SelectionProcessInput, preview: { entrants: number; slots: number; lastSlotAt: string | null; fits: boolean; message: string }, extra: Partial<Mock> = {}): Mock => ({
  request: { query: PREVIEW_PROCESS, variables: { input } },
  result: { data: { previewSelectionProcess: { __typename: 'SelectionPreview', closesAt: input.closesAt, ...preview } } },
  ...extra,
});
