import { useNavigate } from 'react-router-dom';
import { styled, Alert, Badge, Button, Spinner } from 'ui';
import { PageHeading } from '../../layout/page-heading';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { DownloadCsv } from '../students/download-csv';
import { ANSWER, statusLabel } from './request-words';
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

const COLUMNS = ['S No.', 'Hostel', 'Room No.', 'Room Type', 'Availability', 'Status', 'Action'] as const;

/**
 * `/adminpage/roomrequests`: pending booking requests, oldest first. Proceed opens the approval
 * screen with the request's id in the navigation state, as the spec does.
 */
export function RoomRequestsPage() {
  // cache-and-network: coming back from a decision shows the trimmed list at once, then fresh data.
  const { data, error, refetch } = useQuery(PENDING_ROOM_REQUESTS, { fetchPolicy: 'cache-and-network' });
  // A request sent, cancelled, declined or decided elsewhere: the list is read again.
  useRoomRequestUpdates(() => void refetch());
  const navigate = useNavigate();

  let body;
  if (error && !data) body = <Alert>Could not load the booking requests: {error.message}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading booking requests" />;
  else if (data.pendingRoomRequests.length === 0) body = <Empty>No pending booking requests</Empty>;
  else
    body = (
      <CardTable label="Pending booking requests" columns={COLUMNS}>
        {data.pendingRoomRequests.map((request, index) => {
          const available = request.fits;
          return (
            <CardRow key={request.id}>
              <CardCell label="S No.">{index + 1}</CardCell>
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
                {request.roommate && <Note>Roommate: {ANSWER[request.roommateResponse ?? 'PENDING'].toLowerCase()}</Note>}
              </CardCell>
              <CardCell label="Action">
                <Button
                  size="sm"
                  title={`Request of ${request.student.name}`}
                  onClick={() => navigate('/adminpage/roomrequests/approval', { state: { id: request.id } })}
                >
                  Proceed
                </Button>
              </CardCell>
            </CardRow>
          );
        })}
      </CardTable>
    );

  return (
    <>
      <PageHeading>Booking Requests</PageHeading>
      <p>
        <DownloadCsv kind="room-requests" params={{ status: 'Pending' }} label="Download pending requests (CSV)" />
      </p>
      {body}
    </>
  );
}
