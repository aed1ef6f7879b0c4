import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput, pgArray } from '../../core/validate.js';
import { hostelScope, outOfScope, requireRole, type Viewer } from '../../core/viewer.js';
import { FRONT_DESK_ROLES } from '../../core/enums.js';
import { MAX_RECIPIENTS } from './parcels.rules.js';
import { recipientsInput } from './parcels.validate.js';
import type { ParcelRecipientView } from './parcels.views.js';

/** Escapes LIKE's wildcards so a typed `%` or `_` matches itself. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A resident of the desk's hostels: the user, their bed's room, in the desk's scope (`?`, `?`: the hostels, or null for all). */
const RESIDENT = `users u join room_occupancies o on o.student_id = u.id join rooms r on r.id = o.room_id`;
const IN_SCOPE = `(?::uuid[] is null or r.hostel_id = any(?::uuid[])) and u.role = 'student' and u.disabled_at is null`;
const FIELDS = `u.id, u.name, u.enrollment_id, r.hostel_id, r.number`;
/** Names in the order of users_name_prefix_index (text_pattern_ops: lower case, letter by letter), so a walk of the index gives them sorted. */
const BY_NAME = `lower(u.name) using ~<~, u.id`;
/** The primary key's order: no name, enrollment ID or email correlates with it, so a walk of its index meets a fragment's matches evenly. */
const BY_ID = 'u.id';

/**
 * Who a parcel may be logged for: the residents of the desk's hostels, found as the guard types.
 * The front desk's hot path (40,000 students, 35,000 residents of 8 hostels: p95 <= 50 ms as the
 * guard types, `npm run bench -- front-desk`; docs/decisions/0158). One statement, three tiers in
 * this order, ten at most in all, each tier stopping at ten rather than sorting every match:
 *
 * 1. a room number (digits only): its occupants in the desk's hostels (rooms_hostel_id_number_unique);
 * 2. names that start with the text, by name: a walk of users_name_prefix_index in its order, so
 *    a common first name or two letters read ten residents, not thousands;
 * 3. from 3 characters, the text anywhere else in the name, enrollment ID or email
 *    (users_search_trgm_index), only when the tiers above found fewer than ten. A desk that sees
 *    at least half of the hostels (an admin, the campus's parcel room) takes ten matches in the
 *    primary key's order, a walk that stops at ten whatever the text (the name's order would put
 *    a fragment such as "iya" late in the alphabet, after thousands of names); a desk of a few
 *    hostels takes the first ten by name of its residents' matches. Shown by name either way.
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
    const prefix = `${likeEscape(text)}%`;
    const room = /^\d{1,5}$/.test(query) ? Number(query) : null;
    const notTheRoom = room === null ? '' : 'and r.number <> ?';
    const notTheRoomParams = room === null ? [] : [room];

    const ahead: string[] = [];
    const aheadParams: unknown[] = [];
    if (room !== null) {
      ahead.push(`(select 1 as tier, ${FIELDS} from ${RESIDENT} where r.number = ? and ${IN_SCOPE} order by ${BY_NAME} limit ?)`);
      aheadParams.push(room, hostelArray, hostelArray, MAX_RECIPIENTS);
    }
    ahead.push(`(select 2 as tier, ${FIELDS} from ${RESIDENT} where lower(u.name) like ? escape '\\' and ${IN_SCOPE} ${notTheRoom} order by ${BY_NAME} limit ?)`);
    aheadParams.push(prefix, hostelArray, hostelArray, ...notTheRoomParams, MAX_RECIPIENTS);

    // From 3 characters, the text anywhere else; asked only when the tiers above found fewer than ten (a one-time filter: otherwise never run).
    const rest: string[] = [];
    const restParams: unknown[] = [];
    if (text.length >= 3) {
      const elsewhere = (gate: string, order: string) => `(select 3 as tier, ${FIELDS} from ${RESIDENT}
          where (select count(*) from ahead) < ? ${gate}
            and lower(u.name || ' ' || coalesce(u.enrollment_id, '') || ' ' || u.email) like ? escape '\\' and lower(u.name) not like ? escape '\\'
            and ${IN_SCOPE} ${notTheRoom}
          order by ${order} limit ?)`;
      const params = [`%${likeEscape(text)}%`, prefix, hostelArray, hostelArray, ...notTheRoomParams, MAX_RECIPIENTS];
      if (hostels === null) {
        rest.push(elsewhere('', BY_ID));
        restParams.push(MAX_RECIPIENTS, ...params);
      } else {
        // A desk that sees at least half of the hostels in use walks as the campus's does; one of a few hostels sorts its residents' matches.
        const wide = `(select cardinality(?::uuid[]) * 2 >= count(*) from hostels where retired_at is null)`;
        rest.push(elsewhere(`and ${wide}`, BY_ID), elsewhere(`and not ${wide}`, 'lower(u.name) collate "C", u.id'));
        restParams.push(MAX_RECIPIENTS, hostelArray, ...params, MAX_RECIPIENTS, hostelArray, ...params);
      }
    }
    const rows = await this.em.execute<{ id: string; name: string; enrollment_id: string | null; hostel_id: string; hostel_name: string; number: number }[]>(
      `with ahead as materialized (${ahead.join(' union all ')})
       select t.id, t.name, t.enrollment_id, t.hostel_id, h.name as hostel_name, t.number
         from (select * from ahead${rest.map((r) => ` union all ${r}`).join('')}) t join hostels h on h.id = t.hostel_id
        order by t.tier, lower(t.name) collate "C", t.id
        limit ?`,
      [...aheadParams, ...restParams, MAX_RECIPIENTS],
    );
    return rows.map((r) => ({ studentId: r.id, name: r.name, enrollmentId: r.enrollment_id, hostelId: r.hostel_id, hostelName: r.hostel_name, roomNumber: r.number }));
  }
}
