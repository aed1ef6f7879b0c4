import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { field, isUuid, parseInput, pgArray } from '../../core/validate.js';
import { hostelScope, outOfScope, requireRole, requireStaff, type Viewer } from '../../core/viewer.js';
import { Role, type Gender } from '../../core/enums.js';
import { roomRequestForStudents } from '../../core/views.js';
import { type StudentPage, type StudentRecordView, type StudentSummaryView, type StudentYearView } from './staff.views.js';
import { AuditService } from '../audit/index.js';
import { loadRoomRequestViews } from '../booking/index.js';
import { Outpass, toOutpassView } from '../outpass/index.js';
import { findRoom } from '../room/index.js';
import { studentInScope, User } from '../user/index.js';
import { studentYears } from '../year/index.js';

/** The search text: name, enrollment ID or email fragment, or a room (`BH-1 101`, `101`). */
const searchInput = z.object({
  search: field.text('Search', 100).refine((t) => t.length >= 2, 'Type at least 2 characters.'),
  page: z.number().int().min(1).max(500).optional(),
  pageSize: z.number().int().min(1).max(100).optional(),
});

const ROOM = /^(?:([A-Za-z]{2}-\d)\s*[-/ ]?\s*)?(\d{1,4})$/;

interface SummaryRow {
  id: string;
  name: string;
  email: string;
  enrollment_id: string | null;
  gender: Gender | null;
  disabled_at: Date | null;
  hostel_name: string | null;
  room_number: number | null;
  bed: number | null;
}

const toSummary = (r: SummaryRow): StudentSummaryView => ({
  id: r.id,
  name: r.name,
  email: r.email,
  enrollmentId: r.enrollment_id,
  gender: r.gender,
  disabled: r.disabled_at !== null,
  hostelName: r.hostel_name,
  roomNumber: r.room_number,
  bed: r.bed,
});

/** Escapes LIKE's wildcards so a typed `%` or `_` matches itself. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The office's view of students: search, and one student's whole record. */
export class StudentDirectory {
  constructor(private readonly em: EntityManager) {}

  /**
   * Students whose name, enrollment ID or email contains the text (trigram index), or who sleep
   * in the room it names; a warden's search covers the students of their hostels. Paged by
   * number; `hasMore` instead of a total, so a broad search never counts every match. Each
   * branch of the match is its own indexed query, joined by UNION: an OR across them would
   * scan every student.
   */
  async search(viewer: Viewer | null, input: { search?: unknown; page?: unknown; pageSize?: unknown }): Promise<StudentPage> {
    const scope = hostelScope(requireStaff(viewer));
    const { search, page = 1, pageSize = 20 } = parseInput(searchInput, input);
    const text = search.toLowerCase();
    const room = ROOM.exec(search);
    const params: unknown[] = [];
    // Three characters or more: anywhere in name, enrollment ID or email (the trigram index).
    // Fewer: the start of the name (its prefix index); two letters match half the campus anywhere.
    const matches =
      text.length >= 3
        ? [`select id from users where role = 'student' and lower(name || ' ' || coalesce(enrollment_id, '') || ' ' || email) like ? escape '\\'`]
        : [`select id from users where role = 'student' and lower(name) like ? escape '\\'`];
    params.push(text.length >= 3 ? `%${likeEscape(text)}%` : `${likeEscape(text)}%`);
    if (room) {
      matches.push(`select o.student_id from room_occupancies o join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id
                     where o.student_id is not null and r.number = ? and (?::text is null or h.name = ?)`);
      const hostel = room[1]?.toUpperCase() ?? null;
      params.push(Number(room[2]), hostel, hostel);
    }
    // A warden's students, as a set joined once (not a check per matching row).
    const scoped = scope
      ? `, scoped as (
           select o.student_id as id from room_occupancies o join rooms r on r.id = o.room_id where o.student_id is not null and r.hostel_id = any(?::uuid[])
           union select q.student_id from room_requests q join rooms r on r.id = q.room_id where r.hostel_id = any(?::uuid[])
           union select q.roommate_id from room_requests q join rooms r on r.id = q.room_id where q.roommate_id is not null and r.hostel_id = any(?::uuid[])
           union select p.student_id from outpasses p where p.hostel_id = any(?::uuid[]))`
      : '';
    if (scope) params.push(pgArray(scope), pgArray(scope), pgArray(scope), pgArray(scope));
    const rows = await this.em.execute<SummaryRow[]>(
      `with matched as (${matches.join(' union ')})${scoped}
       select u.id, u.name, u.email, u.enrollment_id, u.gender, u.disabled_at, h.name as hostel_name, r.number as room_number, o.bed
         from users u
         join matched m on m.id = u.id ${scope ? 'join scoped s on s.id = u.id' : ''}
         left join room_occupancies o on o.student_id = u.id
         left join rooms r on r.id = o.room_id
         left join hostels h on h.id = r.hostel_id
        order by u.name, u.id
        limit ? offset ?`,
      [...params, pageSize + 1, (page - 1) * pageSize],
    );
    return { items: rows.slice(0, pageSize).map(toSummary), page, pageSize, hasMore: rows.length > pageSize };
  }

  /**
   * One student: details, bed and roommates, room requests, outpasses, the audit trail of what
   * was decided about them, and all of it again by academic year (`years`, the open one first). A warden sees a student of their hostels, and of that student only
   * what belongs to their hostels.
   */
  /**
   * A student's own closed years: where they lived, their requests (without the other
   * student's contact details), outpasses and waitlist places, newest first. Kept when they are
   * no longer on the roster: their history stays theirs.
   */
  async myPastYears(viewer: Viewer | null): Promise<StudentYearView[]> {
    const { userId } = requireRole(viewer, Role.STUDENT);
    const years = (await studentYears(this.em, userId, null)).filter((y) => !y.current);
    if (years.length === 0) return [];
    const requests = [...(await loadRoomRequestViews(this.em, { student: userId }, 'desc')), ...(await loadRoomRequestViews(this.em, { roommate: userId }, 'desc'))]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(roomRequestForStudents);
    const outpasses = (await this.em.find(Outpass, { student: userId }, { orderBy: { createdAt: 'desc', id: 'desc' } })).map(toOutpassView);
    return years.map(({ roomRequestIds, outpassIds, id: _year, ...year }) => ({
      ...year,
      roomRequests: requests.filter((r) => roomRequestIds.has(r.id)),
      outpasses: outpasses.filter((o) => outpassIds.has(o.id)),
    }));
  }

  async record(viewer: Viewer | null, id: string): Promise<StudentRecordView> {
    const staff = requireStaff(viewer);
    const scope = hostelScope(staff);
    const student = isUuid(id) ? await this.em.findOne(User, { id, role: 'student' as User['role'] }) : null;
    if (!student) throw notFound('Student');
    if (!(await studentInScope(this.em, staff, id))) throw outOfScope();

    const beds = await this.em.execute<{ room_id: string; bed: number; id: string; name: string; enrollment_id: string | null; gender: Gender | null }[]>(
      `select o.room_id, o.bed, u.id, u.name, u.enrollment_id, u.gender
         from room_occupancies mine join room_occupancies o on o.room_id = mine.room_id join users u on u.id = o.student_id
        where mine.student_id = ? order by o.bed`,
      [id],
    );
    const own = beds.find((b) => b.id === id);
    const room = own ? await findRoom(this.em, own.room_id) : null;
    const requests = [
      ...(await loadRoomRequestViews(this.em, { student: id, ...(scope && { hostels: scope }) }, 'desc')),
      ...(await loadRoomRequestViews(this.em, { roommate: id, ...(scope && { hostels: scope }) }, 'desc')),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const outpasses = await this.em.find(Outpass, { student: id, ...(scope && { hostel: { $in: [...scope] } }) }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const audit = await new AuditService(this.em).list(staff, { studentId: id, limit: 100 });
    const outpassViews = outpasses.map(toOutpassView);
    const years = (await studentYears(this.em, id, scope ?? null)).map(({ roomRequestIds, outpassIds, id: _year, ...year }) => ({
      ...year,
      roomRequests: requests.filter((r) => roomRequestIds.has(r.id)),
      outpasses: outpassViews.filter((o) => outpassIds.has(o.id)),
    }));
    return {
      student,
      bed: own && room && (!scope || scope.includes(room.hostelId)) ? { room, bed: own.bed } : null,
      roommates: own
        ? beds.filter((b) => b.id !== id).map((b) => ({ id: b.id, name: b.name, enrollmentId: b.enrollment_id, gender: b.gender, email: null, address: null, phoneNumber: null, dob: null }))
        : [],
      roomRequests: requests,
      outpasses: outpassViews,
      audit: audit.items,
      years,
    };
  }
}
