import { useState } from 'react';
import { useQuery } from 'web-kit/graphql';
import { Alert, Card, SelectField, Spinner } from 'ui';
import { Page } from '../../components/page';
import { serverMessage } from 'web-kit';
import { MySelectionCard } from '../my-selection/my-selection-card';
import { RoommateCard } from '../my-selection/roommate-card';
import { SelectionGroupCard } from '../my-selection/selection-group';
import { SelectionNowBanner } from '../my-selection/selection-now-banner';
import { useMySelection } from '../my-selection/use-my-selection';
import { HostelDetails } from './hostel-details';
import { SelectionInfo } from './selection-info';
import { HOSTELS } from './selection.operations';
import { FollowWindow, useWindowClock } from './use-live-windows';
import { pickerState } from './window-words';

/**
 * `/selection`: pick a hostel of the student's gender, see its availability and where room
 * selection stands there (its window: open, opening later, closed, or not for this student's
 * enrollment ID), and, while it is open, go on to its rooms. The windows follow admins' changes
 * and the clock. In a selection process, its slots now, the student's place in it and their
 * roommate group come first.
 */
export function SelectionPage() {
  // cache-and-network: availability changes all the time during the booking rush.
  const { data, error, refetch } = useQuery(HOSTELS, { fetchPolicy: 'cache-and-network' });
  const [chosenId, setChosenId] = useState('');
  const mine = useMySelection();
  const hostels = data?.hostels;
  const windows = data?.mySelectionWindows;
  useWindowClock(windows, refetch);
  const windowOf = (hostelId: string) => windows?.find((w) => w.hostelId === hostelId);
  const chosen = hostels?.find((hostel) => hostel.id === chosenId);

  let picker;
  if (error && !data) picker = <Alert tone="error">{serverMessage(error, 'The hostels could not be loaded.')}</Alert>;
  else if (!hostels) picker = <Spinner label="Loading hostels" />;
  else if (hostels.length === 0) picker = <p>No hostels available</p>;
  else
    picker = (
      <SelectField
        label="Hostel"
        name="hostel"
        placeholder="Choose a hostel"
        value={chosenId}
        onChange={setChosenId}
        options={hostels.map((hostel) => ({ value: hostel.id, label: `${hostel.name} (${pickerState(hostel, windowOf(hostel.id))})` }))}
      />
    );

  return (
    <Page title="Book Room">
      <SelectionNowBanner />
      {mine.error && mine.selection === undefined && <Alert>{serverMessage(mine.error, 'Your room selection could not be loaded.')}</Alert>}
      {mine.selection && mine.state && (
        <>
          <MySelectionCard selection={mine.selection} state={mine.state} />
          <SelectionGroupCard selection={mine.selection} state={mine.state} />
          <RoommateCard selection={mine.selection} state={mine.state} />
        </>
      )}
      {hostels?.map((hostel) => <FollowWindow key={hostel.id} hostel={hostel.name} />)}
      <Card title="Choose your hostel" headingLevel={2}>{picker}</Card>
      {chosen && <HostelDetails hostel={chosen} window={windowOf(chosen.id)} />}
      <SelectionInfo windows={windows} byLottery={Boolean(mine.selection)} />
    </Page>
  );
}
