import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled, Alert, SelectField, Spinner } from 'ui';
import type { SayOptions } from '../../shared/status-message';
import type { ParcelStatus } from './front-desk.operations';
import { DeskPages } from './desk-pages';
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

/** The list's filter and page. */
interface DeskView {
  status: ParcelStatus;
  /** '' for all of the desk's hostels. */
  hostelId: string;
  page: number;
}

/**
 * The list as the address holds it (`?status=COLLECTED&hostel=…&page=2`; waiting, all hostels and
 * page 1 are left out), so Back, a reload and a shared link keep the filter and the page together.
 */
function viewOf(params: URLSearchParams): DeskView {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    status: status in STATUS_WORDS ? (status as ParcelStatus) : 'WAITING',
    hostelId: params.get('hostel') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `params` with the list's part written as `view` says; the page's other parameters kept. */
function withView(params: URLSearchParams, view: DeskView): URLSearchParams {
  const kept = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? kept.set(name, value) : kept.delete(name));
  set('status', view.status === 'WAITING' ? null : view.status);
  set('hostel', view.hostelId || null);
  set('page', view.page > 1 ? String(view.page) : null);
  return kept;
}

/**
 * The desk's parcels, waiting ones first shown, as cards, a page at a time; live, with a status
 * filter and, for a desk of several hostels, a hostel filter, both kept in the address with the
 * page. A new filter starts at page 1.
 */
export function DeskParcels({ say }: { say: (text: string, options?: SayOptions) => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const { status, hostelId, page } = viewOf(params);
  const { parcels, hasNext, loading, error, hostels } = useDeskParcels(status, hostelId, page);
  const words = STATUS_WORDS[status].toLowerCase();

  const show = (change: Partial<DeskView>) => setParams((now) => withView(now, { ...viewOf(now), ...change }));
  // A new filter starts at page 1.
  const filtered = (change: Partial<DeskView>) => show({ ...change, page: 1 });
  // The new page's first card is read next: the focus goes to the list's heading, the page's number is said.
  const goTo = (next: number) => {
    show({ page: next });
    heading.current?.focus();
    say(`Page ${next} of the ${words} parcels.`, { focus: false });
  };

  return (
    <Section aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        Parcels
      </h2>
      <Filters>
        <SelectField label="Status" name="status" value={status} onChange={(value) => filtered({ status: value as ParcelStatus })} options={STATUSES} />
        {hostels.length > 1 && (
          <SelectField
            label="Hostel"
            name="hostelId"
            value={hostelId}
            onChange={(value) => filtered({ hostelId: value })}
            options={[{ value: '', label: 'All my hostels' }, ...hostels.map((hostel) => ({ value: hostel.id, label: hostel.name }))]}
          />
        )}
      </Filters>
      {error && !parcels && <Alert>The parcels could not be loaded. Try again in a moment.</Alert>}
      {!parcels && loading && <Spinner label="Loading the parcels" />}
      {parcels && parcels.length === 0 && <p>{page > 1 ? `No more ${words} parcels.` : `No ${words} parcels.`}</p>}
      {parcels && parcels.length > 0 && (
        <List aria-label={`${STATUS_WORDS[status]} parcels`}>
          {parcels.map((parcel) => (
            <ParcelCard key={parcel.id} parcel={parcel} say={say} />
          ))}
        </List>
      )}
      <DeskPages page={page} hasNext={hasNext} onPage={goTo} />
    </Section>
  );
}
