/** "1st", "2nd", "3rd", "4th" … "11th", "12th", "13th" … "21st", "22nd", "101st". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/**
 * A floor (a room's own `floor`, the hostel's `firstFloor` up) named as the spec's buttons name
 * them: 'Ground Floor', '1st Floor', '2nd Floor', '3rd Floor', and on for as many floors as the
 * office gives a hostel ('4th Floor', '11th Floor', '21st Floor').
 */
export const floorName = (floor: number): string => (floor === 0 ? 'Ground Floor' : floor > 0 ? `${ordinal(floor)} Floor` : `Floor ${floor}`);
