import { useSearchParams } from 'react-router-dom';

/**
 * The floor shown, kept in the address (`?floor=1`) so a reload and the back button return to
 * it; an absent or unknown floor shows the lowest one.
 */
export function useFloor(floors: number[]): [number, (floor: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('floor'));
  const floor = params.has('floor') && floors.includes(asked) ? asked : (floors[0] ?? 0);
  const select = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('floor', String(next));
      return updated;
    });
  return [floor, select];
}
