/**
 * What happened to each entrant of a process (issue 51, defect 4): one definition, read by the
 * entrants list, its CSV, the live selection-day page and the assignment's sentence, so their
 * numbers always add up (chose + placed + pending + not placed + not yet = entrants).
 */
export enum EntrantOutcome {
  /** Holds a bed they (or their group's leader, or a warden's approval) took. */
  CHOSE = 'CHOSE',
  /** Holds a bed the office's assignment gave them. */
  PLACED = 'PLACED',
  /** In a pending room request (either side). */
  PENDING = 'PENDING',
  /** The assignment ran and left them without a bed. */
  NOT_PLACED = 'NOT_PLACED',
  /** Nothing yet, and the assignment has not run. */
  NOT_YET = 'NOT_YET',
}

/** Why an entrant was not placed, as the office reads it. */
export const NOT_SIGNED_UP = 'Has not signed up.';
export const NO_BED_FITTED = 'No free bed fitted them (their gender, group or needs).';

/**
 * Every entrant of a process (parameter: the process id, twice) with their outcome, their bed's
 * hostel, room and bed (or the hostel of the room they requested), their group's leader and why
 * they were not placed. A selection the callers wrap: `select … from (${ENTRANT_OUTCOMES_SQL}) x`.
 */
export const ENTRANT_OUTCOMES_SQL = `
select e.lottery_number, e.slot, e.enrollment_id, coalesce(u.name, r.name) as name, r.year_of_study, e.group_id, l.name as leader_name, l.enrollment_id as leader_enrollment_id,
       u.id as student_id,
       case when o.student_id is not null and o.process_id = p.id then 'PLACED'
            when o.student_id is not null then 'CHOSE'
            when q.id is not null then 'PENDING'
            when p.status in ('Assigned', 'Done') then 'NOT_PLACED'
            else 'NOT_YET' end as outcome,
       coalesce(h.name, qh.name) as hostel, rm.number as room, o.bed,
       case when o.student_id is not null or q.id is not null or p.status not in ('Assigned', 'Done') then null
            when u.id is null then '${NOT_SIGNED_UP}' else '${NO_BED_FITTED}' end as reason
  from selection_entrants e
  join selection_processes p on p.id = e.process_id
  join roster_entries r on r.enrollment_id = e.enrollment_id
  left join users u on u.enrollment_id = e.enrollment_id and u.role = 'student'
  left join room_occupancies o on o.student_id = u.id
  left join rooms rm on rm.id = o.room_id
  left join hostels h on h.id = rm.hostel_id
  -- Pending requests as one hashed set (either side), not a probe a row: an OR of two columns uses no index.
  left join (select distinct on (sid) sid, id, room_id from (
               select student_id as sid, id, room_id from room_requests where status = 'Pending'
               union all select roommate_id, id, room_id from room_requests where status = 'Pending' and roommate_id is not null) pr
             order by sid, id) q on q.sid = u.id and o.student_id is null
  left join rooms qr on qr.id = q.room_id
  left join hostels qh on qh.id = qr.hostel_id
  left join selection_groups g on g.id = e.group_id
  left join users l on l.id = g.leader_id
 where e.process_id = ?`;

/** A row of {@link ENTRANT_OUTCOMES_SQL}. */
export interface EntrantOutcomeRow {
  lottery_number: number;
  slot: number;
  enrollment_id: string;
  name: string;
  year_of_study: number;
  group_id: string | null;
  leader_name: string | null;
  leader_enrollment_id: string | null;
  student_id: string | null;
  outcome: EntrantOutcome;
  hostel: string | null;
  room: number | null;
  bed: number | null;
  reason: string | null;
}

/** How many entrants had each outcome. */
export interface OutcomeCounts {
  entrants: number;
  chose: number;
  placed: number;
  pending: number;
  notPlaced: number;
  notYet: number;
}

export const OUTCOME_COUNTS_SQL = `
select count(*)::int as entrants,
       count(*) filter (where outcome = 'CHOSE')::int as chose,
       count(*) filter (where outcome = 'PLACED')::int as placed,
       count(*) filter (where outcome = 'PENDING')::int as pending,
       count(*) filter (where outcome = 'NOT_PLACED')::int as "notPlaced",
       count(*) filter (where outcome = 'NOT_YET')::int as "notYet"
  from (${ENTRANT_OUTCOMES_SQL}) x`;
