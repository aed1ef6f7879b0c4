import type { ReactNode } from 'react';
import { Badge, Card, DetailList } from 'ui';
import type { BadgeTone } from 'ui';
import type { WindowState } from '../../gql/graphql';
import type { MySelection } from './my-selection.operations';
import { chooseSentence, groupSlotNote, STATE_WORDS } from './selection-words';

const TONE: Record<WindowState, BadgeTone> = { NOT_YET: 'warning', OPEN: 'success', CLOSED: 'neutral', NOT_ELIGIBLE: 'neutral' };

/**
 * 'Your room selection': the process, the student's lottery number and slot, when they choose
 * (their group's slot when in a group) until the close, in the office's time, and where it stands
 * (`state`: at the screen's server time). `children`: what follows (a link, the group).
 */
export function MySelectionCard({ selection, state, children }: { selection: MySelection; state: WindowState; children?: ReactNode }) {
  const note = groupSlotNote(selection);
  return (
    <Card title="Your room selection" headingLevel={2} subtitle={selection.hostels.join(', ')}>
      <DetailList
        items={[
          { label: 'Process', value: selection.processName },
          { label: 'Lottery number', value: String(selection.lotteryNumber) },
          { label: 'Slot', value: String(selection.slot) },
          { label: 'State', value: <Badge tone={TONE[state]}>{STATE_WORDS[state]}</Badge> },
        ]}
      />
      <p>{chooseSentence(selection)}</p>
      {note && <p>{note}</p>}
      {children}
    </Card>
  );
}
