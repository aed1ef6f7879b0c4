/**
 * A student's commitments, as SQL shared by the modules that read them (booking, the waitlist,
 * selection day's groups and assignment): each is a lower tier's or a peer's, so they meet here
 * rather than import one another (gateway-graphql/layers.cjs).
 *
 * `student` is a column of the outer query (`u.id`), or `?`: then the fragment takes the
 * student's id as a parameter as many times as it says `?` (twice for a request).
 */

/**
 * A room request of theirs is waiting, as the one who asked or as the roommate they named. At
 * most one of each (the partial unique indexes `room_requests_one_pending_per_student` and
 * `room_requests_one_pending_per_roommate`), so the probe is two index lookups.
 */
export const pendingRequestOf = (student: string): string =>
  `exists (select 1 from room_requests q where q.status = 'Pending' and (q.student_id = ${student} or q.roommate_id = ${student}))`;
