import { styled, Alert, Spinner } from 'ui';
import { useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { ChartsPanel } from '../dashboard/charts/charts-panel';
import { DownloadCsv } from '../students/download-csv';
import { HostelCard } from './hostel-card';
import { HOSTELS } from './room-inquiry.operations';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
`;

/** `/adminpage/roominquiry`: every hostel (a warden: theirs) with its room figures, the occupancy chart and its export. */
export function RoomInquiryPage() {
  const { data, error } = useQuery(HOSTELS, { fetchPolicy: 'cache-and-network' });
  let body;
  if (error && !data) body = <Alert>Could not load the hostels: {error.message}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading hostels" />;
  else if (data.hostels.length === 0) body = <p>No hostels to show.</p>;
  else
    body = (
      <Grid>
        {data.hostels.map((hostel) => (
          <HostelCard key={hostel.id} hostel={hostel} />
        ))}
      </Grid>
    );
  return (
    <>
      <PageHeading>Available Hostels</PageHeading>
      {body}
      <ChartsPanel only="occupancy" />
      <p>
        <DownloadCsv kind="occupancy" label="Download occupancy per room (CSV)" />
      </p>
    </>
  );
}
