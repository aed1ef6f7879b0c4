import { useLayoutEffect, useId, useRef, useState } from 'react';
import { styled, Button } from 'ui';
import { CancelOutpassDialog } from './cancel-outpass-dialog';
import { GatePassDialog } from './gate-pass-dialog';
import { OutpassStatusBadge } from './outpass-status-badge';
import { formatMoment } from './outpass-time';
import { OutpassTimeline } from './outpass-timeline';
import type { OutpassItem, OutpassStatus } from './profile.operations';

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  padding: 0.75rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: none;
  }
`;

const Reason = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Muted = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

const GUARDIAN: Partial<Record<OutpassItem['guardianConsent'], string>> = {
  AWAITING: 'Waiting for your guardian',
  GIVEN: 'Guardian agreed',
  REFUSED: 'Guardian refused',
};

const CANCELLABLE: readonly OutpassStatus[] = ['PENDING', 'APPROVED'];
const WITH_GATE_PASS: readonly OutpassStatus[] = ['APPROVED', 'OUT', 'OVERDUE'];

/**
 * One outpass of the history: where and until when, its status, the guardian's answer where the
 * hostel asks for one, what happened so far, and what the student can do now (cancel it before
 * leaving, show its gate pass).
 */
export function OutpassHistoryItem({ item }: { item: OutpassItem }) {
  const reasonId = useId();
  const reasonRef = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState<'cancel' | 'gate-pass' | null>(null);
  const [cancelled, setCancelled] = useState(false);
  // The Cancel button is gone once cancelled, so the dialog cannot hand focus back to it. A
  // layout effect, so the focus moves in the commit that removes the button, never via the body.
  useLayoutEffect(() => {
    if (cancelled) reasonRef.current?.focus();
  }, [cancelled]);

  const guardian = GUARDIAN[item.guardianConsent];
  const canCancel = CANCELLABLE.includes(item.status);
  const hasGatePass = WITH_GATE_PASS.includes(item.status);
  return (
    <Item>
      <div>
        <Reason id={reasonId} ref={reasonRef} tabIndex={-1}>
          {item.reason}
        </Reason>
        {item.description && <Muted>{item.description}</Muted>}
        <Muted>
          To {item.where} · Back by {formatMoment(item.expectedReturnAt)}
        </Muted>
        {guardian && <Muted>{guardian}</Muted>}
        {item.decisionReason && <Muted>{`${item.status === 'REJECTED' ? 'Reason for rejection' : "Warden's note"}: ${item.decisionReason}`}</Muted>}
        <OutpassTimeline outpass={item} />
        {(canCancel || hasGatePass) && (
          <Actions>
            {hasGatePass && (
              <Button size="sm" aria-describedby={reasonId} onClick={() => setOpen('gate-pass')}>
                Gate pass
              </Button>
            )}
            {canCancel && (
              <Button size="sm" variant="secondary" aria-describedby={reasonId} onClick={() => setOpen('cancel')}>
                Cancel outpass
              </Button>
            )}
          </Actions>
        )}
      </div>
      <OutpassStatusBadge outpass={item} />
      <GatePassDialog outpass={item} open={open === 'gate-pass'} onClose={() => setOpen(null)} />
      <CancelOutpassDialog
        outpass={item}
        open={open === 'cancel'}
        onClose={() => setOpen(null)}
        onCancelled={() => {
          setOpen(null);
          setCancelled(true);
        }}
      />
    </Item>
  );
}
