import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/**
 * The baseline: node http + pg, no framework, serving the same JSON as the GraphQL query for
 * one hostel's rooms. It does no authentication: the gateway's figure includes its session check.
 */
export async function startRawServer(databaseUrl: string, hostel: string): Promise<{ url: string; stop(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const sql = `
    select r.id, r.number, r.type, r.capacity,
           (select count(*)::int from room_occupancies o where o.room_id = r.id) as taken
      from rooms r join hostels h on h.id = r.hostel_id
     where h.name = $1 order by r.number`;
  const server: Server = createServer((_req, res) => {
    pool.query<{ id: string; number: number; type: string; capacity: number; taken: number }>(sql, [hostel]).then(
      ({ rows }) => {
        const rooms = rows.map((r) => ({
          id: r.id,
          number: r.number,
          floor: Math.floor(r.number / 100),
          type: r.type.toUpperCase(), // the GraphQL enum's spelling (RoomKind: SINGLE, DOUBLE)
          capacity: r.capacity,
          freeBeds: r.capacity - r.taken,
          isAvailable: r.taken < r.capacity,
        }));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { rooms } }));
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
