import { Link } from 'react-router-dom';
import { styled, Badge, Button, Table, TBody, Td, TableHead, Tr } from 'ui';
import { ROOM_KIND } from '../../shared/room-kind';
import { when } from '../../shared/date-time';
import type { WaitlistPlace } from './waitlist.operations';

const Note = styled.small`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;

// Wraps on a phone, so the sticky actions column stays narrow while the rest scrolls.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const COLUMNS = ['Position', 'Student', 'Room type', 'Joined', 'Status', 'Actions'];

/** What the staff member wants to do to a place. */
export type PlaceAction = 'move' | 'remove';

/** Props of {@link WaitlistTable}. */
export interface WaitlistTableProps {
  hostelName: string;
  line: readonly WaitlistPlace[];
  onAction: (place: WaitlistPlace, action: PlaceAction) => void;
}

/** A hostel's line in order; on a phone it scrolls sideways with the actions kept in view. */
export function WaitlistTable({ hostelName, line, onAction }: WaitlistTableProps) {
  return (
    <Table aria-label={`Waitlist of ${hostelName}`} stickyActions>
      <TableHead columns={COLUMNS} />
      <TBody>
        {line.map((place) => {
          const name = place.student?.name ?? 'A student';
          return (
            <Tr key={place.id}>
              <Td>{place.position}</Td>
              <Td>
                {place.student ? <Link to={`/adminpage/students/${place.student.id}`}>{name}</Link> : name}
                <Note>{place.student?.enrollmentId ?? '—'}</Note>
              </Td>
              <Td>{place.roomType ? ROOM_KIND[place.roomType] : 'Any'}</Td>
              <Td>{when(place.joinedAt)}</Td>
              <Td>
                {place.status === 'OFFERED' ? <Badge tone="success">Offered</Badge> : <Badge tone="warning">Waiting</Badge>}
                {place.offer && (
                  <Note>
                    Room {place.offer.room.number}, bed {place.offer.bed} held until {when(place.offer.expiresAt)}
                  </Note>
                )}
              </Td>
              <Td>
                <Actions>
                  <Button size="sm" variant="secondary" title={`Move ${name} in the line`} onClick={() => onAction(place, 'move')}>
                    Move
                  </Button>
                  <Button size="sm" variant="danger" title={`Remove ${name} from the line`} onClick={() => onAction(place, 'remove')}>
                    Remove
                  </Button>
                </Actions>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
