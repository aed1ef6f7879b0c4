import { useState } from 'react';
import { useQuery } from 'web-kit/graphql';
import { Alert, Card, SelectField, Spinner } from 'ui';
import { Page } from '../../components/page';
import { serverMessage } from 'web-kit';
import { HostelDetails } from './hostel-details';
import { SelectionInfo } from './selection-info';
import { HOSTELS } from './selection.operations';

/** `/selection`: pick a hostel of the student's gender, see its availability, go on to its rooms. */
export function SelectionPage() {
  // cache-and-network: availability changes all the time during the booking rush.
  const { data, error } = useQuery(HOSTELS, { fetchPolicy: 'cache-and-network' });
  const [chosenId, setChosenId] = useState('');
  const hostels = data?.hostels;
  const chosen = hostels?.find((hostel) => hostel.id === chosenId);

  let picker;
  if (error) picker = <Alert tone="error">{serverMessage(error, 'The hostels could not be loaded.')}</Alert>;
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
        options={hostels.map((hostel) => ({ value: hostel.id, label: `${hostel.name} (${hostel.availableRooms} of ${hostel.totalRooms} rooms free)` }))}
      />
    );

  return (
    <Page title="Book Room">
      <Card title="Choose your hostel" headingLevel={2}>{picker}</Card>
      {chosen && <HostelDetails hostel={chosen} />}
      <SelectionInfo />
    </Page>
  );
}
