import type { Report } from './report';

/** The browser's beacon, answered here (jsdom has none): every call is kept, every one accepted unless told. */
export function stubBeacon() {
  const beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  return beacon;
}

export const unstubBeacon = () => Reflect.deleteProperty(navigator, 'sendBeacon');

/** A Blob's text (jsdom's Blob has no `text()`). */
const read = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** Each beacon's body as sent, checking it went to the gateway's beacon as JSON. */
export async function beaconBodies(beacon: ReturnType<typeof stubBeacon>): Promise<string[]> {
  return Promise.all(
    beacon.mock.calls.map(([url, data]) => {
      expect(url).toBe('/api/releases/reports');
      expect(data.type).toBe('application/json');
      return read(data);
    }),
  );
}

/** The reports of each beacon sent. */
export const beaconReports = async (beacon: ReturnType<typeof stubBeacon>): Promise<Report[][]> =>
  (await beaconBodies(beacon)).map((body) => (JSON.parse(body) as { reports: Report[] }).reports);

/** The page is hidden (a tab switched, a phone locked), as the browser says it. */
export function hidePage(): void {
  const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  hidden.mockRestore();
}
