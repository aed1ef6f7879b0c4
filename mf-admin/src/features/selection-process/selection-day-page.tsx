import { useParams } from 'react-router-dom';
import { Alert, Card, DetailList, Spinner } from 'ui';
import { serverMessage, useServerClock } from 'web-kit';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { EntrantsTable } from './entrants-table';
import { countsSentence } from './outcome-words';
import { Actions, BackLink, LinkButton, Page } from './page-frame';
import { at, processPath } from './process-words';
import { DAY_REQUEST_CHANGES, DAY_ROOM_CHANGES, SELECTION_DAY, type SelectionDay } from './selection-day.operations';
import { useThrottledRefetch } from './use-throttled-refetch';

const SLOT_COLUMNS = ['Slot', 'Opens', 'Entrants', 'Chose', 'In a pending request', 'Not yet', 'By hostel'] as const;
const BED_COLUMNS = ['Hostel', 'Room type', 'Beds left'] as const;

/** Follows one hostel's beds: each change asks for the day again (throttled). */
function FollowHostel({ hostel, onChange }: { hostel: string; onChange: () => void }) {
  useSubscription(DAY_ROOM_CHANGES, { variables: { hostel }, onData: onChange });
  return null;
}

function FollowRequests({ onChange }: { onChange: () => void }) {
  useSubscription(DAY_REQUEST_CHANGES, { onData: onChange });
  return null;
}

/** "Slots 1–4 choose now; slot 5 opens at …", or where the day stands. */
function nowSentence(day: SelectionDay): string {
  if (day.status !== 'PUBLISHED') return `Selection has closed (${at(day.closesAt)}).`;
  const next = day.nextSlot && day.nextSlotAt ? `slot ${day.nextSlot} opens at ${at(day.nextSlotAt)}` : `it closes at ${at(day.closesAt)}`;
  if (!day.selectingThrough) return `No slot has opened yet; ${next}.`;
  const through = day.selectingThrough === 1 ? 'Slot 1 chooses now' : `Slots 1–${day.selectingThrough} choose now`;
  return `${through}; ${next}.`;
}

function Slots({ day }: { day: SelectionDay }) {
  return (
    <CardTable label="Slots" columns={SLOT_COLUMNS}>
      {day.slots.map((s) => (
        <CardRow key={s.slot}>
          <CardCell label={SLOT_COLUMNS[0]}>{s.slot === day.selectingThrough ? `${s.slot} (now)` : s.slot}</CardCell>
          <CardCell label={SLOT_COLUMNS[1]}>{at(s.opensAt)}</CardCell>
          <CardCell label={SLOT_COLUMNS[2]}>{s.entrants}</CardCell>
          <CardCell label={SLOT_COLUMNS[3]}>{s.chose + s.placed}</CardCell>
          <CardCell label={SLOT_COLUMNS[4]}>{s.pending}</CardCell>
          <CardCell label={SLOT_COLUMNS[5]}>{s.notYet + s.notPlaced}</CardCell>
          <CardCell label={SLOT_COLUMNS[6]}>{s.byHostel.map((h) => `${h.hostel}: ${h.chose} chose${h.pending ? `, ${h.pending} pending` : ''}`).join('; ') || '—'}</CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

/**
 * `/adminpage/selection/processes/:id/day` (admins, issue 51): the office's live picture of a
 * selection day. Which slots choose now and the next; every slot's progress (chose, pending, not
 * yet) by hostel; the beds left by room type; the students of the slot that opened last. Read
 * again, at most twice a second, whenever a bed of the process's hostels or a room request changes,
 * and at each slot's opening by the server's clock.
 */
export function SelectionDayPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(SELECTION_DAY, { variables: { processId: id }, fetchPolicy: 'cache-and-network' });
  const reread = useThrottledRefetch(refetch);
  const day = data?.selectionDay;
  useServerClock(day?.now, [day?.nextSlotAt, day?.closesAt], reread);

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the selection day.')}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading the selection day" />;
  else if (!day) body = <p>There is no such selection process. It may have been deleted.</p>;
  else
    body = (
      <>
        {data.selectionProcess?.hostels.map((h) => <FollowHostel key={h.id} hostel={h.name} onChange={reread} />)}
        <FollowRequests onChange={reread} />
        <p role="status" data-testid="day-now">
          {nowSentence(day)} {countsSentence(day.counts)}
        </p>
        <Card title={day.selectingThrough ? `Slot ${day.selectingThrough}: its students` : 'The current slot'} headingLevel={2}>
          {day.current.length > 0 ? <EntrantsTable label="Students of the current slot" entrants={day.current} /> : <p>No slot is choosing now.</p>}
        </Card>
        <Card title="Beds left" headingLevel={2}>
          <CardTable label="Beds left by room type" columns={BED_COLUMNS}>
            {day.bedsLeft.map((b) => (
              <CardRow key={`${b.hostel}-${b.roomType}`}>
                <CardCell label={BED_COLUMNS[0]}>{b.hostel}</CardCell>
                <CardCell label={BED_COLUMNS[1]}>{b.roomType}</CardCell>
                <CardCell label={BED_COLUMNS[2]}>{b.beds.toLocaleString('en')}</CardCell>
              </CardRow>
            ))}
          </CardTable>
        </Card>
        <Card title="Slots" headingLevel={2}>
          <DetailList items={[{ label: 'Closes', value: at(day.closesAt) }]} />
          <Slots day={day} />
        </Card>
        <Actions>
          <LinkButton to={`${processPath(id)}/entrants`}>All entrants</LinkButton>
        </Actions>
      </>
    );

  return (
    <Page>
      <div>
        <BackLink to={processPath(id)}>← {day?.name ?? 'Selection process'}</BackLink>
        <PageHeading>Selection day{day ? `: ${day.name}` : ''}</PageHeading>
      </div>
      {body}
    </Page>
  );
}
