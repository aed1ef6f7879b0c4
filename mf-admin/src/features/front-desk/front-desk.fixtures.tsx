import { GraphQLError } from 'graphql';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { DESK_PARCEL_RECIPIENTS, DESK_PARCELS, type DeskParcel, type ParcelRecipient, type ParcelStatus } from './front-desk.operations';
import { FrontDeskPage } from './front-desk-page';

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

/** The desk's list of `status` (of one hostel, or all). */
export const deskParcels = (status: ParcelStatus, answer: Mock['result'] | DeskParcel[], hostelId?: string): Mock => ({
  request: { query: DESK_PARCELS, variables: { filter: hostelId ? { status, hostelId } : { status } } },
  result: Array.isArray(answer) ? { data: { frontDeskParcels: answer } } : answer,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The gateway's refusal, as GraphQL sends it. */
export const refused = (message: string, code: string, fields?: { field: string; message: string }[]) => ({
  errors: [new GraphQLError(message, { extensions: { code, ...(fields && { fields }) } })],
});

/** The page as its route mounts it, on a mocked client (no waiting parcels unless given); `push` feeds `parcelChanged`. */
export function renderDesk(mocks: Mock[], waiting: DeskParcel[] = []) {
  const { client, push } = mockedClientWithPush([...mocks, deskParcels('WAITING', waiting)]);
  const view = renderScreen(<FrontDeskPage />, { path: '/adminpage/frontdesk', client });
  return { ...view, push };
}
