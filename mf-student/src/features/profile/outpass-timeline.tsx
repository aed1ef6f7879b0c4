import { styled } from 'ui';
import { formatMoment } from './outpass-time';
import type { OutpassItem } from './profile.operations';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;

  li + li {
    padding-left: 0.5rem;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** One thing that happened to an outpass, and when. */
export interface OutpassStep {
  label: string;
  at: string;
}

/** What happened to an outpass so far, oldest first; moments it has not reached are left out. */
export function outpassSteps(o: OutpassItem): OutpassStep[] {
  const steps: { label: string; at: string | null }[] = [
    { label: 'Requested', at: o.createdAt },
    { label: 'Guardian answered', at: o.guardianAnsweredAt },
    // Only a warden's decision sets decidedAt; a later cancel or gate scan keeps it.
    { label: o.status === 'REJECTED' ? 'Rejected' : 'Approved', at: o.decidedAt },
    { label: 'Went out', at: o.outAt },
    { label: 'Overdue', at: o.overdueAt },
    { label: o.returnedLate ? 'Returned late' : 'Returned', at: o.returnedAt },
    { label: 'Cancelled', at: o.cancelledAt },
  ];
  return steps
    .filter((step): step is OutpassStep => step.at !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The outpass's timeline as one compact line that wraps on narrow screens. */
export function OutpassTimeline({ outpass }: { outpass: OutpassItem }) {
  return (
    <Steps aria-label="Timeline">
      {outpassSteps(outpass).map((step) => (
        <li key={step.label}>
          {/* One text node, so the step never reads as a bare word like the status badge's. */}
          <time dateTime={step.at}>{`${step.label} ${formatMoment(step.at)}`}</time>
        </li>
      ))}
    </Steps>
  );
}
