import { styled, Card } from 'ui';
import type { OutpassCounts } from './outpass-stats';

const Figures = styled.dl`
  display: flex;
  gap: 2rem;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }

  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 700;
  }
`;

/** The 'Outpass Statistics' card: how many requests, how many approved. */
export function OutpassStatsCard({ counts }: { counts: OutpassCounts }) {
  return (
    <Card title="Outpass Statistics">
      <Figures>
        <div>
          <dt>Total Requests</dt>
          <dd>{counts.total}</dd>
        </div>
        <div>
          <dt>Approved</dt>
          <dd>{counts.approved}</dd>
        </div>
      </Figures>
    </Card>
  );
}
