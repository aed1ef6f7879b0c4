import { styled, TextField, VisuallyHidden } from 'ui';
import type { DayDraft } from './rules-draft';

const Day = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0.5rem 0.75rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  legend {
    padding: 0 0.25rem;
    font-weight: 600;
  }
`;

// From and Until side by side: two time boxes fit a 390 px screen.
const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 2.75rem;

  input {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

const Closed = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Props of {@link DayHoursFields}. */
export interface DayHoursFieldsProps {
  weekday: string;
  value: DayDraft;
  onChange: (value: DayDraft) => void;
  error?: string;
}

/** One day of the week: open for visitors or not, and from when until when (office time). */
export function DayHoursFields({ weekday, value, onChange, error }: DayHoursFieldsProps) {
  const on = <VisuallyHidden>on {weekday}</VisuallyHidden>;
  return (
    <Day>
      <legend>{weekday}</legend>
      <Check>
        <input type="checkbox" name={`open-${weekday}`} checked={value.open} onChange={(event) => onChange({ ...value, open: event.target.checked })} />
        <span>Open {on}</span>
      </Check>
      {value.open && (
        <Times>
          <TextField label={<>From {on}</>} name={`from-${weekday}`} type="time" value={value.from} error={error} onChange={(from) => onChange({ ...value, from })} />
          <TextField label={<>Until {on}</>} name={`to-${weekday}`} type="time" value={value.to} onChange={(to) => onChange({ ...value, to })} />
        </Times>
      )}
      {!value.open && <Closed>No visiting</Closed>}
    </Day>
  );
}
