import { useNavigate } from 'react-router';
import { styled, Alert, Badge, Button, Spinner, Table, TBody, Td, Th, THead, Tr } from 'ui';
import { PageHeading } from '../../layout/page-heading';
import { DownloadCsv } from '../students/download-csv';
import { ANSWER, statusLabel } from './request-words';
import { useRoomRequestUpdates } from './use-room-request-updates';
import { PENDING_ROOM_REQUESTS } from './room-requests.operations';
import { ROOM_KIND } from 'web-kit';
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

const COLUMNS = ['S No.', 'Hostel', 'Room No.', 'Room Type', 'Availability', 'Status', 'Action'];

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
      <Table aria-label="Pending booking requests" stickyActions>
        <THead>
          <Tr>
            {COLUMNS.map((column) => (
              <Th key={column} scope="col">
                {column}
              </Th>
            ))}
          </Tr>
        </THead>
        <TBody>
          {data.pendingRoomRequests.map((request, index) => {
            const available = request.fits;
            return (
              <Tr key={request.id}>
                <Td>{index + 1}</Td>
                <Td>{request.room.hostelName}</Td>
                <Td>{request.room.number}</Td>
                <Td>{ROOM_KIND[request.room.type]}</Td>
                <Td>
                  <Badge tone={available ? 'success' : 'danger'}>{available ? 'Available' : 'Unavailable'}</Badge>
                </Td>
                <Td>
                  <Badge tone="warning">{statusLabel(request.status)}</Badge>
                  {request.change && (
                    <Note>
                      <Badge tone="info">Room change</Badge> from their current room
                    </Note>
                  )}
                  {request.roommate && <Note>Roommate: {ANSWER[request.roommateResponse ?? 'PENDING'].toLowerCase()}</Note>}
                </Td>
                <Td>
                  <Button
                    size="sm"
                    title={`Request of ${request.student.name}`}
                    onClick={() => navigate('/adminpage/roomrequests/approval', { state: { id: request.id } })}
                  >
                    Proceed
                  </Button>
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
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
