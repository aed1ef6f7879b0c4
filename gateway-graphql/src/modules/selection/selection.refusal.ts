import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';
import { formatOfficeTime, slotPlace, type WindowState } from './selection.rules.js';
import { readTimes, shownTimes, STATE_AND_TIMES_SQL, timesParams, type StateAndTimesRow } from './selection.times.js';

/** No one: the times read for a refusal that names no student (the state is given, not read). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Why a booking or request outside the window is refused, in the student's words. */
export async function windowRefusal(em: EntityManager, hostelId: string, hostelName: string, state: Exclude<WindowState, 'open'>, studentId?: string): Promise<AppError> {
  if (state === 'not_yet_slot' && studentId) {
    const place = await slotPlace(em, hostelId, studentId);
    if (place) {
      return new AppError(
        'SELECTION_NOT_YET',
        `Your selection slot for ${hostelName} opens at ${formatOfficeTime(place.startsAt)}: lottery number ${place.lotteryNumber}, slot ${place.slot}. You can see the rooms until then.`,
        [{ field: 'slot', message: place.startsAt.toISOString() }],
      );
    }
  }
  if (state === 'in_group') {
    return new AppError(
      'CONFLICT',
      `You are in a roommate group for ${hostelName}: its leader books one room for all of you (where rooms are requested, asks for one for all of you). Leave the group to book alone.`,
    );
  }
  if (state === 'not_eligible' && studentId && (await em.execute('select 1 from selection_process_hostels ph join selection_processes p on p.id = ph.process_id where ph.hostel_id = ? and p.status in (\'Published\', \'Assigning\', \'Assigned\')', [hostelId])).length > 0) {
    return new AppError('SELECTION_CLOSED', `Room selection for ${hostelName} is by lottery this round, and you were not drawn for it. Please contact the hostel office.`);
  }
  if (state === 'closed' && studentId) {
    const place = await slotPlace(em, hostelId, studentId);
    if (place) return new AppError('SELECTION_CLOSED', `Room selection for ${hostelName} closed on ${formatOfficeTime(place.closesAt)}. Students who chose nothing are placed by the hostel office.`);
  }
  // The times the screens show beside this state (docs/decisions/0153): after a process, the
  // window's, unless it is the closed one the process replaced; then the process's close.
  const [row] = await em.execute<StateAndTimesRow[]>(STATE_AND_TIMES_SQL, timesParams(new Date(), studentId ?? NOBODY, hostelId));
  const { process, window } = readTimes(row!);
  const times = shownTimes(state, process, window);
  const message =
    state === 'not_yet' || state === 'not_yet_slot'
      ? `Room selection for ${hostelName} has not opened yet${times.opensAt ? `: it opens on ${formatOfficeTime(times.opensAt)}` : ''}.`
      : state === 'closed'
        ? `Room selection for ${hostelName} closed${times.closesAt ? ` on ${formatOfficeTime(times.closesAt)}` : ''}.`
        : `Room selection for ${hostelName} is not open to your enrollment ID in this round. Please contact the hostel office.`;
  return new AppError('SELECTION_CLOSED', message);
}
