import { GraphQLError } from 'graphql';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import type { Role } from '../../gql/graphql';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { DESK_HOSTELS, DESK_PARCEL_RECIPIENTS, DESK_PARCEL_SETTINGS, DESK_PARCELS, type DeskParcel, type ParcelRecipient, type ParcelStatus } from './front-desk.operations';
import { FrontDeskPage } from './front-desk-page';
import { PAGE_SIZE } from './use-desk-parcels';

/** Asha Rao of room 204, GH-1: the resident most tests log for. */
export const ASHA: ParcelRecipient & { __typename: 'ParcelRecipient' } = {
  __typename: 'ParcelRecipient',
  studentId: 's-asha',
  name: 'Asha Rao',
  enrollmentId: 'CS21-001',
  hostelId: 'h-gh1',
  hostelName: 'GH-1',
  roomNumber: 204,
};

/** A parcel as the desk reads it: Asha's Amazon parcel on shelf B3, waiting since 1 March. */
export const parcel = (id: string, over: Partial<DeskParcel> = {}): DeskParcel & { __typename: 'Parcel' } => ({
  __typename: 'Parcel',
  id,
  status: 'WAITING',
  studentId: ASHA.studentId,
  studentName: ASHA.name,
  enrollmentId: ASHA.enrollmentId,
  hostelId: ASHA.hostelId,
  hostelName: ASHA.hostelName,
  courier: 'Amazon',
  trackingNumber: 'AWB-1',
  shelf: 'B3',
  perishable: false,
  loggedAt: '2026-03-01T05:00:00.000Z',
  remindedAt: null,
  collectedAt: null,
  handedOverByName: null,
  returnedAt: null,
  returnableFrom: '2026-03-15T05:00:00.000Z',
  ...over,
});

/** The residents matching `query`; `answer` may be a vi.fn to count the questions. */
export const recipients = (query: string, answer: Mock['result'] = { data: { parcelRecipients: [ASHA] } }): Mock => ({
  request: { query: DESK_PARCEL_RECIPIENTS, variables: { query } },
  result: answer,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The desk's list of `status` (of one hostel, or all), one page (the page asks one parcel more than it shows). */
export const deskParcels = (status: ParcelStatus, answer: Mock['result'] | DeskParcel[], hostelId?: string, page = 1): Mock => ({
  request: { query: DESK_PARCELS, variables: { filter: { status, ...(hostelId && { hostelId }), first: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE } } },
  result: Array.isArray(answer) ? { data: { frontDeskParcels: answer } } : answer,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** A hostel whose desk the viewer keeps. */
export const deskHostel = (id: string, name: string) => ({ __typename: 'FrontDeskHostel' as const, id, name });
export const GH1 = deskHostel('h-gh1', 'GH-1');
export const BH1 = deskHostel('h-bh1', 'BH-1');

/** The office's return period, as `parcelSettings` answers (14 days unless said). */
export const parcelSettings = (returnAfterDays = 14): Mock => ({
  request: { query: DESK_PARCEL_SETTINGS },
  result: { data: { parcelSettings: { __typename: 'ParcelSettings', returnAfterDays } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The gateway's refusal, as GraphQL sends it. */
export const refused = (message: string, code: string, fields?: { field: string; message: string }[]) => ({
  errors: [new GraphQLError(message, { extensions: { code, ...(fields && { fields }) } })],
});

/** Options of {@link renderDesk}. */
export interface DeskOptions {
  /** Who is at the desk: a guard unless said. */
  role?: Role;
  /** The hostels whose desk they keep: GH-1 unless said. */
  hostels?: ReturnType<typeof deskHostel>[];
  /** The address opened (with `?page=…`, say); the router's address is then shown (`getByTestId('location')`). */
  at?: string;
}

/**
 * The page as its route mounts it, on a mocked client (no waiting parcels unless given, a guard of
 * GH-1's desk unless said); `push` feeds `parcelChanged`.
 */
export function renderDesk(mocks: Mock[], waiting: DeskParcel[] = [], { role = 'GUARD', hostels = [GH1], at }: DeskOptions = {}) {
  const { client, push } = mockedClientWithPush([
    ...mocks,
    deskParcels('WAITING', waiting),
    { request: { query: DESK_HOSTELS }, result: { data: { frontDeskHostels: hostels } }, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role } } }, maxUsageCount: Number.POSITIVE_INFINITY },
  ]);
  const view = renderScreen(<FrontDeskPage />, at ? { at, client } : { path: '/adminpage/frontdesk', client });
  return { ...view, push };
}
