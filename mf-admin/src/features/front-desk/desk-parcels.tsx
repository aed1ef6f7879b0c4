import { useId, useState } from 'react';
import { styled, Alert, SelectField, Spinner } from 'ui';
import type { SayOptions } from '../../shared/status-message';
import type { ParcelStatus } from './front-desk.operations';
import { ParcelCard } from './parcel-card';
import { STATUS_WORDS } from './parcel-words';
import { Section } from './desk-styles';
import { useDeskParcels } from './use-desk-parcels';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem;
`;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
`;

const STATUSES = Object.entries(STATUS_WORDS).map(([value, label]) => ({ value, label }));

/** The desk's parcels, waiting ones first shown, as cards; live, with a status filter and, for a desk of several hostels, a hostel filter. */
export function DeskParcels({ say }: { say: (text: string, options?: SayOptions) => void }) {
  const id = useId();
  const [status, setStatus] = useState<ParcelStatus>('WAITING');
  const [hostelId, setHostelId] = useState('');
  const { data, loading, error, hostels } = useDeskParcels(status, hostelId);
  const parcels = data?.frontDeskParcels;
  const words = STATUS_WORDS[status].toLowerCase();

  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>Parcels</h2>
      <Filters>
        <SelectField label="Status" name="status" value={status} onChange={(value) => setStatus(value as ParcelStatus)} options={STATUSES} />
        {hostels.length > 1 && (
          <SelectField
            label="Hostel"
            name="hostelId"
            value={hostelId}
            onChange={setHostelId}
            options={[{ value: '', label: 'All my hostels' }, ...hostels.map((hostel) => ({ value: hostel.id, label: hostel.name }))]}
          />
        )}
      </Filters>
      {error && !parcels && <Alert>The parcels could not be loaded. Try again in a moment.</Alert>}
      {!parcels && loading && <Spinner label="Loading the parcels" />}
      {parcels && parcels.length === 0 && <p>No {words} parcels.</p>}
      {parcels && parcels.length > 0 && (
        <List aria-label={`${STATUS_WORDS[status]} parcels`}>
          {parcels.map((parcel) => (
            <ParcelCard key={parcel.id} parcel={parcel} say={say} />
          ))}
        </List>
      )}
    </Section>
  );
}
