import { styled, SelectField } from 'ui';
import type { RepairStatus } from '../repairs.operations';
import { OPEN_STATUSES, STATUS_LOOK } from '../repair-words';

/** What the list shows: a status (none: the open ones), a hostel (none: all the viewer's), only overdue jobs. */
export interface RepairsFilterValue {
  status: RepairStatus | null;
  hostelId: string | null;
  overdueOnly: boolean;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 0 1rem;
  align-items: end;
  margin-bottom: 1rem;
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  margin-bottom: 1rem;
`;

const ALL_STATUSES = Object.keys(STATUS_LOOK) as RepairStatus[];
const OPEN_WORDS = `Open (${OPEN_STATUSES.map((s) => STATUS_LOOK[s].label.toLowerCase()).join(', ')})`;

/** Props of {@link RepairsFilter}. */
export interface RepairsFilterProps {
  value: RepairsFilterValue;
  hostels: readonly { id: string; name: string }[];
  onChange: (value: RepairsFilterValue) => void;
}

/** The list's filter: each change reads the list again from its first page. */
export function RepairsFilter({ value, hostels, onChange }: RepairsFilterProps) {
  return (
    <div role="group" aria-label="Filter the jobs">
      <Row>
        <SelectField
          label="Status"
          name="status"
          value={value.status ?? ''}
          onChange={(status) => onChange({ ...value, status: (status || null) as RepairStatus | null })}
          options={[{ value: '', label: OPEN_WORDS }, ...ALL_STATUSES.map((s) => ({ value: s, label: STATUS_LOOK[s].label }))]}
        />
        <SelectField
          label="Hostel"
          name="hostel"
          value={value.hostelId ?? ''}
          onChange={(hostelId) => onChange({ ...value, hostelId: hostelId || null })}
          options={[{ value: '', label: 'All hostels' }, ...hostels.map((h) => ({ value: h.id, label: h.name }))]}
        />
        <Check>
          <input type="checkbox" name="overdueOnly" checked={value.overdueOnly} onChange={(event) => onChange({ ...value, overdueOnly: event.target.checked })} />
          Overdue only
        </Check>
      </Row>
    </div>
  );
}
