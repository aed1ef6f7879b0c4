/**
 * Whether the room can still take the request: one free bed for the student, two when a roommate
 * comes along. (The room's own `isAvailable` only says "at least one bed", which is not enough
 * for a pair.)
 */
export function canTake(room: { freeBeds: number }, roommate: unknown): boolean {
  return room.freeBeds >= (roommate ? 2 : 1);
}

/** 'Pending', 'Approved', 'Rejected': the enum as people write it. */
export function statusLabel(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}
