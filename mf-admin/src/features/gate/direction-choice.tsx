import { styled } from 'ui';
import type { GateDirection } from './gate.operations';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: 600;
  }
`;

// The whole box is the radio's label: a thumb-sized target on a phone.
const Option = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 3.5rem;
  padding: 0.5rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  text-align: center;
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const CHOICES: ReadonlyArray<{ value: GateDirection; label: string }> = [
  { value: 'OUT', label: 'Going out' },
  { value: 'RETURNED', label: 'Coming back' },
];

/** Which way the next student goes through the gate: a radio group of two large boxes. */
export function DirectionChoice({ value, onChange }: { value: GateDirection; onChange: (direction: GateDirection) => void }) {
  return (
    <Group>
      <legend>Direction</legend>
      {CHOICES.map((choice) => (
        <Option key={choice.value}>
          <input type="radio" name="direction" value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          {choice.label}
        </Option>
      ))}
    </Group>
  );
}
