const FLOOR_NAMES = ['Ground Floor', '1st Floor', '2nd Floor', '3rd Floor'];

/** Floor = room number / 100 rounded down, named as the spec's buttons name them. */
export const floorName = (floor: number): string => FLOOR_NAMES[floor] ?? `Floor ${floor}`;
