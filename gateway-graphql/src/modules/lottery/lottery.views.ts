import type { RoomView } from '../../core/views.js';
import type { Comparison } from './compatibility.js';
import type { Question } from './questionnaire.js';
import type { DrawMode, GroupInviteStatus, ProcessStatus } from './selection-process.entity.js';

/** A selection process as the office's screens show it. */
export interface SelectionProcessView {
  id: string;
  name: string;
  status: ProcessStatus;
  hostels: { id: string; name: string }[];
  genders: string[];
  yearsOfStudy: number[];
  draw: DrawMode;
  seed: string;
  firstSlotAt: string;
  slotMinutes: number;
  perSlot: number;
  closesAt: string;
  /** Drawn (published) or who would be drawn now (a draft). */
  entrants: number;
  slots: number;
  lastSlotAt: string | null;
  publishedAt: string | null;
  drawDigest: string | null;
  assignment: SelectionAssignmentView | null;
  /** The roommate questionnaire its entrants answer. */
  questionnaire: Question[];
  createdAt: string;
  /** The server's clock when this was read: a screen times the close by it, not by the browser's. */
  now: string;
}

export interface SelectionUnplacedView {
  name: string;
  enrollmentId: string;
  reason: string;
}

export interface SelectionAssignmentView {
  /** They add up: chose + placed + pending + unplaced = entrants. */
  entrants: number;
  chose: number;
  placed: number;
  pending: number;
  unplaced: number;
  /** Whom publishing it mails: the placed, and those not placed who have an account. */
  mailed: number;
  runAt: string | null;
  publishedAt: string | null;
  /** The first 100 left without a bed, and why. */
  unplacedStudents: SelectionUnplacedView[];
}

export interface SelectionPreviewView {
  entrants: number;
  slots: number;
  lastSlotAt: string | null;
  closesAt: string;
  /** The last slot opens before the process closes. */
  fits: boolean;
  message: string;
}

export interface GroupMemberView {
  id: string;
  name: string;
  enrollmentId: string;
  status: GroupInviteStatus;
}

export interface SelectionGroupView {
  id: string;
  leader: GroupMemberView;
  /** Accepted, the leader first. */
  members: GroupMemberView[];
  /** Named, not yet answered. */
  invited: GroupMemberView[];
  isLeader: boolean;
}

export interface SelectionGroupInvitationView {
  groupId: string;
  leaderName: string;
  leaderEnrollmentId: string;
  members: number;
}

export interface MySelectionView {
  processId: string;
  processName: string;
  hostels: string[];
  lotteryNumber: number;
  /** 1-based. */
  slot: number;
  slotStartsAt: string;
  /** The slot they choose in: their group's earliest member's, or their own. */
  groupSlotStartsAt: string;
  closesAt: string;
  state: 'NOT_YET' | 'OPEN' | 'CLOSED';
  group: SelectionGroupView | null;
  invitations: SelectionGroupInvitationView[];
  maxGroupSize: number;
  now: string;
}

export interface SelectionNowView {
  processId: string;
  processName: string;
  hostels: string[];
  /** Slots 1..selectingThrough choose now; null before the first slot or once closed. */
  selectingThrough: number | null;
  nextSlot: number | null;
  nextSlotAt: string | null;
  slots: number;
  closesAt: string;
  closed: boolean;
  now: string;
}

export interface GroupBookingView {
  room: RoomView;
  beds: number[];
  members: GroupMemberView[];
}

/** One answer: a question's key and the index of the chosen answer. */
export interface RoommateAnswerView {
  key: string;
  value: number;
}

/** A student's roommate questionnaire and their answers (docs/decisions/0145). */
export interface RoommateProfileView {
  processId: string;
  questions: Question[];
  answers: RoommateAnswerView[];
  /** They saved answers (possibly none shown to others). */
  answered: boolean;
  discoverable: boolean;
  /** The question keys whose answers others see. */
  shared: string[];
  /** When their (group's) slot opens: answers change until then. */
  editableUntil: string;
  editable: boolean;
}

/** A suggested roommate: nothing but what they chose to show, and how they compare. */
export interface RoommateSuggestionView {
  name: string;
  enrollmentId: string;
  /** 0-100. */
  score: number;
  /** "sleep: same; tidiness: one step apart", over the answers they show. */
  explanation: string;
  comparisons: Comparison[];
  /** Their answers they chose to show. */
  answers: RoommateAnswerView[];
}
