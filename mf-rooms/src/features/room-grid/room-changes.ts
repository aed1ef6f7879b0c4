import type { GridRoom } from './room-grid.operations';

/**
 * A grid's list of rooms after a `roomChanges` message: a room it does not know (the office added
 * it) joins the list, a retired one leaves it. A room it knows needs nothing here: the cache
 * (Room:id) repaints it wherever it is shown. Undefined when the list stays as it is.
 */
export function mergeRoomChanges(rooms: readonly GridRoom[], changes: readonly GridRoom[]): GridRoom[] | undefined {
  const retired = new Set(changes.filter((r) => r.retired).map((r) => r.id));
  const known = new Set(rooms.map((r) => r.id));
  const added = new Map<string, GridRoom>();
  for (const room of changes) if (!room.retired && !known.has(room.id)) added.set(room.id, room);
  for (const id of retired) added.delete(id);
  const dropped = rooms.some((r) => retired.has(r.id));
  if (!dropped && added.size === 0) return undefined;
  return [...rooms.filter((r) => !retired.has(r.id)), ...added.values()];
}
