import type { ToastOptions } from 'ui';
import type { MyRequest } from './my-room.operations';

const where = (r: MyRequest) => `room ${r.room.number} in ${r.room.hostelName}`;

/**
 * What a live change of a request means to this student, as a toast; null for changes they
 * made themselves (their own screen already said so) or that say nothing new.
 */
export function newsOf(request: MyRequest, me: string): ToastOptions | null {
  const mine = request.student.id === me;
  const mate = request.roommate?.name ?? 'Your roommate';
  switch (request.status) {
    case 'APPROVED':
      return { tone: 'success', title: 'Request Approved', message: `Room ${request.room.number} in ${request.room.hostelName} is yours.` };
    case 'REJECTED':
      return { tone: 'error', title: 'Request Rejected', message: `The request for ${where(request)} was rejected${request.decisionReason ? `: ${request.decisionReason}` : '.'}` };
    case 'DECLINED':
      return mine ? { tone: 'error', title: 'Roommate Declined', message: `${mate} declined to share ${where(request)}. Your request has ended.` } : null;
    case 'CANCELLED':
      return mine ? null : { tone: 'info', title: 'Invitation Withdrawn', message: `${request.student.name} cancelled the request for ${where(request)}.` };
    case 'PENDING':
      if (mine) return request.roommateResponse === 'ACCEPTED' ? { tone: 'success', title: 'Roommate Accepted', message: `${mate} accepted your invitation to ${where(request)}.` } : null;
      return request.roommateResponse === 'PENDING' ? { tone: 'info', title: 'Roommate Invitation', message: `${request.student.name} invites you to share ${where(request)}.` } : null;
  }
}
