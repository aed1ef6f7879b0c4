/** A campus year of repair jobs. */
export const JOBS = 60_000;

/**
 * A campus year of repair jobs in bulk SQL (generate_series, seeded random: the same year every
 * run), for the residents and fixers of repairs-campus.ts. Reported evenly over the last 365 days;
 * their life by age: of the last 2 days, nearly all open (45 % not yet assigned); of the last
 * 10, 40 % open and the rest fixed, closed, cancelled or merged; older, 91.5 % closed, 5 %
 * cancelled, 2 % merged and 1.5 % still open (overdue, escalated already). 70 % in the student's
 * room, 30 % in a common area. The warden's priority (none on 60 % of the newest reports) gives
 * the due time (4 h, 1 day, 3 days, 7 days); fixes take 0.15 to 1.4 times it. Photos: facts of
 * one on 60 % of jobs and a second on 20 % (a few bytes each: lists never read them, and a real
 * photo's bytes live out of line, in TOAST); threads of 0 to 3 comments.
 */
export const YEAR_SQL: string[] = [
  'select setseed(0.53)',
  `create temp table bench_residents on commit drop as
     select row_number() over (order by u.enrollment_id)::int as k, u.id as student_id, o.room_id, r.hostel_id
       from users u join room_occupancies o on o.student_id = u.id join rooms r on r.id = o.room_id where u.enrollment_id like 'RP%'`,
  `create temp table bench_fixers on commit drop as
     select row_number() over (partition by trade order by user_id)::int as k, trade::text as trade, user_id from maintenance_staff`,
  `insert into repair_jobs (student_id, hostel_id, room_id, common_area, category, description, urgency, may_enter, priority, status, assignee_id, due_at,
                            created_at, assigned_at, started_at, fixed_at, closed_at, cancelled_at, escalated_at)
   with draw as (
     select g, random() as age, random() as pick, random() as cat, random() as urg, random() as pri, random() as place, random() as speed, random() as who, random() as stage,
            1 + floor(random() * (select count(*) from bench_residents))::int as k
       from generate_series(1, ${JOBS}) g),
   job as (
     select d.*, now() - d.age * interval '365 days' as created_at, d.age * 365 as days,
            case when d.cat < 0.22 then 'electrical' when d.cat < 0.47 then 'plumbing' when d.cat < 0.62 then 'furniture' when d.cat < 0.74 then 'internet'
                 when d.cat < 0.86 then 'cleaning' when d.cat < 0.92 then 'pests' else 'other' end as category,
            case when d.urg < 0.10 then 'urgent' when d.urg < 0.40 then 'high' when d.urg < 0.85 then 'normal' else 'low' end as urgency
       from draw d),
   life as (
     select j.*,
            case when j.days < 2 then (case when j.pick < 0.45 then 'reported' when j.pick < 0.75 then 'assigned' when j.pick < 0.95 then 'in_progress' else 'cancelled' end)
                 when j.days < 10 then (case when j.pick < 0.10 then 'reported' when j.pick < 0.25 then 'assigned' when j.pick < 0.40 then 'in_progress' when j.pick < 0.70 then 'fixed'
                                             when j.pick < 0.95 then 'closed' when j.pick < 0.98 then 'cancelled' else 'merged' end)
                 else (case when j.pick < 0.005 then 'reported' when j.pick < 0.010 then 'assigned' when j.pick < 0.015 then 'in_progress' when j.pick < 0.915 then 'closed'
                            when j.pick < 0.965 then 'cancelled' else 'merged' end) end as status
       from job j),
   triaged as (
     select l.*,
            case when l.status in ('cancelled', 'merged') and l.stage < 0.5 then null when l.status = 'reported' and l.days < 2 and l.stage < 0.6 then null
                 when l.pri < 0.05 then 'urgent' when l.pri < 0.25 then 'high' when l.pri < 0.80 then 'normal' else 'low' end as priority
       from life l),
   timed as (
     select t.*, (case t.priority when 'urgent' then 4 when 'high' then 24 when 'normal' then 72 when 'low' then 168 else 72 end) * interval '1 hour' as allowed
       from triaged t)
   select r.student_id, r.hostel_id,
          case when t.place < 0.7 then r.room_id end,
          case when t.place >= 0.7 then (array['2nd floor washroom', 'Common room', 'Corridor, 1st floor', 'Laundry', 'Reading room', 'Stairwell', 'Mess hall', '3rd floor pantry'])[1 + floor(t.place * 1000)::int % 8] end,
          t.category::repair_category,
          (array['It stopped working this morning and nothing we try helps.', 'Broken since the weekend; please come when you can.', 'It gets worse every day, and the floor is wet around it.',
                 'Happens every evening around 8 pm.', 'The whole corridor is affected, not only our room.'])[1 + floor(t.speed * 1000)::int % 5] || ' (' || t.category || ', report ' || t.g || ')',
          t.urgency::repair_priority, t.who < 0.8, t.priority::repair_priority, t.status::repair_status,
          case when t.status in ('assigned', 'in_progress', 'fixed', 'closed') then
            (select f.user_id from bench_fixers f
              where f.k = 1 + floor(t.who * 5)::int
                and f.trade = case t.category when 'electrical' then 'electrical' when 'plumbing' then 'plumbing' when 'furniture' then 'carpentry' when 'internet' then 'network'
                                              when 'other' then (array['electrical', 'plumbing', 'carpentry', 'network', 'housekeeping'])[1 + floor(t.stage * 5)::int] else 'housekeeping' end) end,
          case when t.priority is not null then t.created_at + t.allowed end,
          t.created_at,
          case when t.status in ('assigned', 'in_progress', 'fixed', 'closed') then least(now(), t.created_at + t.allowed * 0.1) end,
          case when t.status in ('in_progress', 'fixed', 'closed') then least(now(), t.created_at + t.allowed * 0.15) end,
          case when t.status = 'fixed' then greatest(t.created_at + interval '10 minutes', now() - t.speed * interval '60 hours')
               when t.status = 'closed' then t.created_at + t.allowed * (0.15 + 1.25 * t.speed) end,
          case when t.status = 'closed' then t.created_at + t.allowed * (0.15 + 1.25 * t.speed) + t.stage * interval '3 days'
               when t.status = 'merged' then t.created_at + t.allowed * 0.05 end,
          case when t.status = 'cancelled' then t.created_at + t.allowed * 0.05 end,
          case when t.status in ('reported', 'assigned', 'in_progress') and t.priority is not null and t.created_at + t.allowed < now() then t.created_at + t.allowed + interval '15 minutes' end
     from timed t join bench_residents r on r.k = t.k
    order by t.created_at`, // in the order a year would have written them
  // A closed job's fix and close may not lie in the future: those of the last days end now.
  `update repair_jobs set fixed_at = least(fixed_at, now() - interval '1 hour'), closed_at = least(closed_at, now() - interval '1 minute') where status = 'closed' and closed_at > now() - interval '1 minute'`,
  // random() drawn once a job in a subquery: in the join's filter it would be drawn once a series row, all or nothing.
  `insert into repair_photos (job_id, sent_by_id, content_type, width, height, size, bytes, created_at)
   select j.id, j.student_id, 'image/jpeg', 1200, 1600, 180000 + (n * 37000), decode(md5(j.id::text || n), 'hex'), j.created_at
     from (select id, student_id, created_at, random() as r from repair_jobs) j cross join generate_series(1, 2) n
    where (n = 1 and j.r < 0.6) or (n = 2 and j.r < 0.2)`,
  `insert into repair_comments (job_id, author_id, body, internal, created_at)
   select j.id, case when c.n % 2 = 1 then j.assignee_id else j.student_id end, 'On it: parts ordered, back tomorrow morning (' || c.n || ').', c.n = 3, j.created_at + c.n * interval '2 hours'
     from (select id, assignee_id, student_id, created_at, status, floor(random() * 4) as comments from repair_jobs) j cross join generate_series(1, 3) c(n)
    where j.status <> 'reported' and c.n <= j.comments`,
];
