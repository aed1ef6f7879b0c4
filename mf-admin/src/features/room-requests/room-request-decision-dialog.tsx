import { useState } from 'react';
import { ConfirmDialog } from 'ui';
import { ReasonDialog } from '../../shared/reason-dialog';
import type { Decision, RoomRequestDetails } from './room-requests.operations';

/** Props of {@link RoomRequestDecisionDialog}. */
export interface RoomRequestDecisionDialogProps {
  request: RoomRequestDetails;
  decision: Decision;
  onClose: () => void;
  /** Sends the decision; throws the server's refusal. */
  onDecide: (reason?: string) => Promise<void>;
  /** An approval the server refused: the dialog closes and the page says why (reject, or wait for a bed). */
  onApproveRefused: (error: unknown) => void;
}

/** Who the approval houses, and where, in one sentence. */
function approvalWords({ student, roommate, room, change }: RoomRequestDetails): string {
  const where = `${room.hostelName} room ${room.number}`;
  if (change) return `${student.name} moves to ${where} and frees the bed they hold now. They are told at once.`;
  if (roommate) return `${student.name} and ${roommate.name} get beds in ${where}. They are told at once.`;
  return `${student.name} gets a bed in ${where}. They are told at once.`;
}

/** Approve, asked once more: beds are given as soon as it is done. */
function ApproveDialog({ request, onClose, onDecide, onApproveRefused }: Omit<RoomRequestDecisionDialogProps, 'decision'>) {
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      await onDecide();
    } catch (error) {
      onApproveRefused(error);
    }
  };
  return (
    <ConfirmDialog
      open
      title="Approve this room request?"
      message={approvalWords(request)}
      confirmLabel="Approve"
      cancelLabel="Cancel"
      confirmVariant="success"
      loading={busy}
      onCancel={() => !busy && onClose()}
      onConfirm={() => void approve()}
    />
  );
}

/**
 * The question before a booking request is decided: Approve asks to confirm; Reject asks for the
 * reason the student is told (required). Mount it only while open, so every opening starts empty.
 */
export function RoomRequestDecisionDialog({ decision, ...props }: RoomRequestDecisionDialogProps) {
  if (decision === 'APPROVED') return <ApproveDialog {...props} />;
  const { request, onClose, onDecide } = props;
  return (
    <ReasonDialog
      title="Reject this room request"
      description={<p>{`${request.student.name} does not get ${request.room.hostelName} room ${request.room.number}${request.roommate ? `, nor does ${request.roommate.name}` : ''}. They are told your reason.`}</p>}
      confirmLabel="Reject"
      confirmVariant="danger"
      onClose={onClose}
      onConfirm={(reason) => onDecide(reason)}
    />
  );
}
