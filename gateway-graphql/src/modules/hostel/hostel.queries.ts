import type { EntityManager } from '@mikro-orm/postgresql';
import type { EarlyExitRule } from '../../core/enums.js';
import type { HostelView } from '../../core/views.js';

interface HostelRow {
  id: string;
  name: string;
  title: string | null;
  gender: HostelView['gender'];
  booking_mode: HostelView['bookingMode'];
  amenities: string[];
  first_floor: number;
  floors: number;
  retired: boolean;
  total_rooms: number;
  available_rooms: number;
  out_of_service_rooms: number;
  single_rooms: number;
  double_rooms: number;
  triple_rooms: number;
  quad_rooms: number;
  total_beds: number;
  taken_beds: number;
  guardian_consent_required: boolean;
  early_exit: EarlyExitRule;
}

// Retired rooms are no longer the hostel's; beds are counted in the rooms in service (the ones a student may take).
const STATS = `
  select h.id, h.name, h.title, h.gender, h.booking_mode, h.amenities, h.first_floor, h.floors, h.retired_at is not null as retired,
         h.guardian_consent_required, h.early_exit,
         count(r.id)::int as total_rooms,
         count(r.id) filter (where r.in_service and coalesce(o.taken, 0) < r.capacity)::int as available_rooms,
         count(r.id) filter (where not r.in_service)::int as out_of_service_rooms,
         count(r.id) filter (where r.type = 'Single')::int as single_rooms,
         count(r.id) filter (where r.type = 'Double')::int as double_rooms,
         count(r.id) filter (where r.type::text = 'Triple')::int as triple_rooms,
         count(r.id) filter (where r.type::text = 'Quad')::int as quad_rooms,
         coalesce(sum(r.capacity) filter (where r.in_service), 0)::int as total_beds,
         coalesce(sum(o.taken) filter (where r.in_service), 0)::int as taken_beds
    from hostels h
    left join rooms r on r.hostel_id = h.id and r.retired_at is null
    left join (select room_id, count(*)::int as taken from room_occupancies group by room_id) o on o.room_id = r.id`;

const toView = (row: HostelRow): HostelView => ({
  id: row.id,
  name: row.name,
  title: row.title ?? row.name,
  gender: row.gender,
  bookingMode: row.booking_mode,
  amenities: row.amenities,
  firstFloor: row.first_floor,
  floors: row.floors,
  retired: row.retired,
  totalRooms: row.total_rooms,
  availableRooms: row.available_rooms,
  bookedRooms: row.total_rooms - row.available_rooms - row.out_of_service_rooms,
  outOfServiceRooms: row.out_of_service_rooms,
  singleRooms: row.single_rooms,
  doubleRooms: row.double_rooms,
  tripleRooms: row.triple_rooms,
  quadRooms: row.quad_rooms,
  totalBeds: row.total_beds,
  freeBeds: row.total_beds - row.taken_beds,
  guardianConsentRequired: row.guardian_consent_required,
  earlyExit: row.early_exit,
});

/** The hostels `where` picks (a clause on `h`, the hostels), with their statistics, by name. */
export async function findHostels(em: EntityManager, where: string, params: unknown[]): Promise<HostelView[]> {
  const rows = await em.execute<HostelRow[]>(`${STATS} ${where} group by h.id order by h.name`, params);
  return rows.map(toView);
}

/** One hostel's view, as a change answers with it; the caller knows it exists. */
export async function findHostel(em: EntityManager, hostelId: string): Promise<HostelView> {
  const [view] = await findHostels(em, 'where h.id = ?', [hostelId]);
  return view!;
}
