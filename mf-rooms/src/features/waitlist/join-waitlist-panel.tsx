import { useId, useState, type FormEvent } from 'react';
import { styled, Button, Card } from 'ui';
import { roomKindName } from '../../lib/room-kind';
import type { GridHostel } from '../room-grid/room-grid.operations';
import { choiceText, type RoomChoice } from './waitlist-text';
import { useWaitlistActions } from './use-waitlist-actions';

const Title = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.125rem;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  p {
    margin: 0;
  }
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 1.5rem;
  }
`;

/** Props of {@link JoinWaitlistPanel}. */
export interface JoinWaitlistPanelProps {
  hostel: GridHostel;
  /** From {@link joinChoices}: 'ANY' first when the hostel has no free bed at all. */
  choices: RoomChoice[];
  /** Joined: 'My room' now shows the place, and takes focus. */
  onJoined: () => void;
}

/** On a full hostel's grid (or with a room type full): join its line, for any room or one type. */
export function JoinWaitlistPanel({ hostel, choices, onJoined }: JoinWaitlistPanelProps) {
  const headingId = useId();
  const group = useId();
  const actions = useWaitlistActions();
  const [choice, setChoice] = useState<RoomChoice>(choices[0]!);
  // The choices follow the grid live: a choice that went away falls back to the first.
  const picked = choices.includes(choice) ? choice : choices[0]!;
  const first = choices[0]!;
  const what = first === 'ANY' ? `Every bed in ${hostel.name} is taken or held.` : `Every ${roomKindName(first)} room in ${hostel.name} is taken or held.`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await actions.join(hostel.id, picked)) onJoined();
  }

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <Title id={headingId}>Waitlist</Title>
        <Form onSubmit={(event) => void submit(event)}>
          <p>{what} Join the waitlist: when a bed frees up, it is held for the first in line, and you accept or decline it in My room.</p>
          {choices.length > 1 && (
            <Choices>
              <legend>Room type</legend>
              {choices.map((c) => (
                <label key={c}>
                  <input type="radio" name={group} value={c} checked={picked === c} onChange={() => setChoice(c)} />
                  {choiceText(c)}
                </label>
              ))}
            </Choices>
          )}
          <Button type="submit" loading={actions.busy}>
            Join the waitlist
          </Button>
        </Form>
      </Card>
    </section>
  );
}
