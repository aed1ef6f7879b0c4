import { Link, useLocation } from 'react-router-dom';
import { styled, Alert, Badge, ButtonLink, Spinner } from 'ui';
import { PageHeading } from '../../layout/page-heading';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { DownloadCsv } from '../students/download-csv';
import { ANSWER, roomRequestPath, statusLabel, type ListState } from './request-words';
import { useRoomRequestUpdates } from './use-room-request-updates';
import { PENDING_ROOM_REQUESTS } from './room-requests.operations';
import { ROOM_KIND } from '../../shared/room-kind';
import { useQuery } from 'web-kit/graphql';

const Note = styled.small`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

// The spec's columns, and who asks (a warden decides by the student, issue 51).
const COLUMNS = ['S No.', 'Student', 'Hostel', 'Room No.', 'Room Type', 'Availability', 'Status', 'Action'] as const;

/** The sentence a decision handed over (the approval page's), once. */
const saidBefore = (state: unknown) => (typeof state === 'object' && state !== null && 'status' in state ? String((state as ListState).status) : '');

/**
 * `/adminpage/roomrequests`: pending room requests, oldest first, each with who asks. Proceed
 * opens the request's approval page, at its own address. What the last decision did is said
 * above the list, and takes the focus.
 */
export function RoomRequestsPage() {
  // cache-and-network: coming back from a decision shows the trimmed list at once, then fresh data.
  const { data, error, refetch } = useQuery(PENDING_ROOM_REQUESTS, { fetchPolicy: 'cache-and-network' });
  // A request sent, cancelled, declined or decided elsewhere: the list is read again.
  useRoomRequestUpdates(() => void refetch());
  const [status] = useStatus(saidBefore(useLocation().state));

  let body;
  if (error && !data) body = <Alert>Could not load the room requests: {error.message}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading room requests" />;
  else if (data.pendingRoomRequests.length === 0) body = <Empty>No pending room requests</Empty>;
  else
    body = (
      <CardTable label="Pending room requests" columns={COLUMNS}>
        {data.pendingRoomRequests.map((request, index) => {
          const available = request.fits;
          return (
            <CardRow key={request.id}>
              <CardCell label="S No.">{index + 1}</CardCell>
              <CardCell label="Student">
                {request.student.name}
                <Note>{request.student.enrollmentId}</Note>
              </CardCell>
              <CardCell label="Hostel">{request.room.hostelName}</CardCell>
              <CardCell label="Room No.">{request.room.number}</CardCell>
              <CardCell label="Room Type">{ROOM_KIND[request.room.type]}</CardCell>
              <CardCell label="Availability">
                <Badge tone={available ? 'success' : 'danger'}>{available ? 'Available' : 'Unavailable'}</Badge>
              </CardCell>
              <CardCell label="Status">
                <Badge tone="warning">{statusLabel(request.status)}</Badge>
                {request.change && (
                  <Note>
                    <Badge tone="info">Room change</Badge> from their current room
                  </Note>
                )}
                {request.roommate && (
                  <Note>
                    Roommate {request.roommate.name}: {ANSWER[request.roommateResponse ?? 'PENDING'].toLowerCase()}
                  </Note>
                )}
                {request.group.length > 0 && <Note>{`Roommate group of ${request.group.length + 1}, with ${request.group.map((m) => m.name).join(', ')}`}</Note>}
              </CardCell>
              <CardCell label="Action">
                <ButtonLink as={Link} size="sm" to={roomRequestPath(request.id)} aria-label={`Proceed with the request of ${request.student.name}`}>
                  Proceed
                </ButtonLink>
              </CardCell>
            </CardRow>
          );
        })}
      </CardTable>
    );

  return (
    <>
      <PageHeading>Room Requests</PageHeading>
      <p>
        <DownloadCsv kind="room-requests" params={{ status: 'Pending' }} label="Download pending requests (CSV)" />
      </p>
      <StatusMessage status={status} />
      {body}
    </>
  );
}
