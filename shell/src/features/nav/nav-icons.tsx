import { BedDouble, CircleUser, FilePen, House, LayoutGrid, type LucideIcon, Circle, Package, UserCheck, Wrench } from 'lucide-react';

/**
 * The student rail's icons, by the name a remote's manifest gives (`nav.icon`). Drawn by
 * lucide-react, imported one by one so the shell carries only these: a Unicode glyph (☰, ⌂, ▦)
 * looked different on every machine, or not at all, by the fonts it had (issue 40). The old
 * glyphs map to the same icons, as released remotes' manifests still carry them; a name the shell
 * does not know draws a plain circle rather than nothing. Always decorative: the link or button
 * carries the name.
 */
const ICONS: Record<string, LucideIcon> = {
  home: House,
  outpass: FilePen,
  rooms: LayoutGrid,
  room: BedDouble,
  profile: CircleUser,
  repairs: Wrench,
  parcels: Package,
  visitors: UserCheck,
  '⌂': House,
  '✎': FilePen,
  '▦': LayoutGrid,
  '◉': CircleUser,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Circle;
  return <Icon aria-hidden="true" focusable="false" size={22} strokeWidth={2} data-icon={ICONS[name] ? name : 'unknown'} />;
}
