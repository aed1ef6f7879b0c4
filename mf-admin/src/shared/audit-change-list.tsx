import { styled, VisuallyHidden } from 'ui';
import { type AuditChange, describeChanges } from './audit-changes';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: 0.125rem;
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** An audit event's changes in words, one line each (see {@link describeChanges}); a dash when none says anything. */
export function AuditChangeList({ changes }: { changes: readonly AuditChange[] }) {
  const phrases = describeChanges(changes);
  if (phrases.length === 0) return <>—</>;
  return (
    <List>
      {phrases.map(({ label, before, after }) => (
        <li key={label}>
          <Label>{label}:</Label>{' '}
          {before !== undefined && (
            <>
              {/* Read as "to", not as "right arrow". */}
              {before} <span aria-hidden="true">→</span>
              <VisuallyHidden> to</VisuallyHidden>{' '}
            </>
          )}
          {after}
        </li>
      ))}
    </List>
  );
}
