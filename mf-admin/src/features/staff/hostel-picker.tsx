import { styled } from 'ui';
import type { HostelOption } from './staff.operations';

const Hostels = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;

  label {
    align-items: center;
    display: inline-flex;
    gap: 0.35rem;
    min-height: 44px;
  }
`;

/** Checkboxes for a warden's hostels or a guard's front desks. */
export function HostelPicker({ legend, hostels, chosen, onChange }: { legend: string; hostels: HostelOption[]; chosen: string[]; onChange: (ids: string[]) => void }) {
  return (
    <Hostels>
      <legend>{legend}</legend>
      {hostels.map((hostel) => (
        <label key={hostel.id}>
          <input
            type="checkbox"
            checked={chosen.includes(hostel.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, hostel.id] : chosen.filter((id) => id !== hostel.id))}
          />
          {hostel.name}
        </label>
      ))}
    </Hostels>
  );
}
