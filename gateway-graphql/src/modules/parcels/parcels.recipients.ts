import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput, pgArray } from '../../core/validate.js';
import { hostelScope, outOfScope, requireRole, type Viewer } from '../../core/viewer.js';
import { FRONT_DESK_ROLES } from '../../core/enums.js';
import { MAX_RECIPIENTS } from './parcels.rules.js';
import { recipientsInput } from './parcels.validate.js';
import type { ParcelRecipientView } from './parcels.views.js';

/** Escapes LIKE's wildcards so a typed `%` or `_` matches itself. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Who a parcel may be logged for: the residents of the desk's hostels, found as the guard types.
 * The front desk's hot path (40,000 students, p95 <= 50 ms): one statement whose every branch is
 * indexed (docs/decisions/0158): 3 characters or more anywhere in the name, enrollment ID or email
 * (users_search_trgm_index), fewer at the start of the name (users_name_prefix_index), a room
 * number in the desk's hostels (rooms_hostel_id_number_unique). Joined by UNION (only when a room
 * is asked): an OR across them would scan every student.
 */
export class ParcelRecipients {
  constructor(private readonly em: EntityManager) {}

  async search(viewer: Viewer | null, input: { hostelId?: unknown; query?: unknown }): Promise<ParcelRecipientView[]> {
    const desk = requireRole(viewer, ...FRONT_DESK_ROLES);
    const { hostelId, query } = parseInput(recipientsInput, input);
    const scope = hostelScope(desk);
    if (hostelId && scope !== null && !scope.includes(hostelId)) throw outOfScope();
    const hostels = hostelId ? [hostelId] : scope;
    if (hostels !== null && hostels.length === 0) return [];
    const text = query.toLowerCase();
    const hostelArray = hostels && pgArray(hostels);
    // 3 characters or more: anywhere in name, enrollment ID or email (an enrollment ID typed whole among them).
    const branches = [
      text.length >= 3
        ? `select id from users where role = 'student' and lower(name || ' ' || coalesce(enrollment_id, '') || ' ' || email) like ? escape '\\'`
        : `select id from users where role = 'student' and lower(name) like ? escape '\\'`,
    ];
    const params: unknown[] = [text.length >= 3 ? `%${likeEscape(text)}%` : `${likeEscape(text)}%`];
    const room = /^\d{1,5}$/.test(query) ? Number(query) : null;
    if (room !== null) {
      branches.push(`select o.student_id from rooms r join room_occupancies o on o.room_id = r.id where r.number = ? and (?::uuid[] is null or r.hostel_id = any(?::uuid[]))`);
      params.push(room, hostelArray, hostelArray);
    }
    const rows = await this.em.execute<{ id: string; name: string; enrollment_id: string | null; hostel_id: string; hostel_name: string; room_number: number }[]>(
      `with matched as (${branches.join(' union ')})
       select u.id, u.name, u.enrollment_id, h.id as hostel_id, h.name as hostel_name, r.number as room_number
         from matched m join users u on u.id = m.id join room_occupancies o on o.student_id = u.id join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id
        where u.disabled_at is null and (?::uuid[] is null or r.hostel_id = any(?::uuid[]))
        order by (r.number = ?) desc, (lower(u.name) like ? escape '\\') desc, u.name, u.id
        limit ?`,
      [...params, hostelArray, hostelArray, room ?? -1, `${likeEscape(text)}%`, MAX_RECIPIENTS],
    );
    return rows.map((r) => ({ studentId: r.id, name: r.name, enrollmentId: r.enrollment_id, hostelId: r.hostel_id, hostelName: r.hostel_name, roomNumber: r.room_number }));
  }
}
