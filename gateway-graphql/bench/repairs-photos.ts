import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { percentiles, processCpuMs } from './setup.js';

/** A report or a read still waiting after this long is counted as failed: every loop here is bounded in time. */
const REQUEST_TIMEOUT_MS = 60_000;

/** A phone's photo as the student's phone sends it. */
export interface PhonePhoto {
  bytes: Buffer;
  width: number;
  height: number;
  name: string;
}

/**
 * A 12 MP phone photo of about 4 MB: 4000 x 3000 of softened noise (a JPEG of noise does not
 * compress away, as a photo's detail does not), quality 90, with the EXIF a phone writes (make,
 * model, GPS position) and the orientation of a phone held upright (6: turned on reading).
 */
export async function phonePhoto(): Promise<PhonePhoto> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({ create: { width, height, channels: 3, background: { r: 120, g: 140, b: 110 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.0)
    .raw()
    .toBuffer();
  const bytes = await sharp(noise, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'Google', Model: 'Pixel 7', DateTime: '2026:11:29 10:15:00' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 3456/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 4321/100' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { bytes, width, height, name: 'PXL_20261129_101500123.jpg' };
}

export interface Report {
  status: number;
  ms: number;
  /** The stored photo's size, as the answer gives it (0 when refused). */
  stored: { width: number; height: number } | null;
}

/**
 * A student's report of a broken tap in their room with one photo, to POST /api/repairs as the
 * student app sends it (mf-student's report-repair.api.ts): a multipart form of the fields by the
 * gateway's names and the file in `photos`, the session cookie, X-Requested-With and Accept.
 * Timed from the first byte sent to the answer read: the photo checked, re-encoded and saved.
 */
export async function reportWithPhoto(baseUrl: string, cookie: string, photo: PhonePhoto): Promise<Report> {
  const form = new FormData();
  form.append('category', 'plumbing');
  form.append('place', 'room');
  form.append('description', 'The washbasin tap drips all night and the floor under it is wet.');
  form.append('urgency', 'normal');
  form.append('mayEnter', 'true');
  form.append('photos', new Blob([photo.bytes], { type: 'image/jpeg' }), photo.name);
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/repairs`, {
      method: 'POST',
      body: form,
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', cookie },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { photos?: { width: number; height: number }[] } | null;
    const stored = response.status === 201 && body?.photos?.[0] ? { width: body.photos[0].width, height: body.photos[0].height } : null;
    return { status: response.status, ms: performance.now() - started, stored };
  } catch {
    return { status: 0, ms: performance.now() - started, stored: null };
  }
}

/** CPU the gateway's main thread (its event loop) has used so far, in ms (Linux: /proc; null elsewhere): sharp's threads are the rest of its CPU. */
export function mainThreadCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * How long the gateway's main thread has waited for a core so far, runnable but not running, in
 * ms (Linux: /proc/<pid>/task/<pid>/schedstat; null elsewhere): a starved loop, not a blocked one.
 */
export function mainThreadWaitMs(pid: number | undefined): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return null;
  }
}

/** Answers by status, a failed request (no answer) as 0. */
export const statusCounts = (statuses: number[]): Record<string, number> => statuses.reduce<Record<string, number>>((c, s) => ({ ...c, [s]: (c[s] ?? 0) + 1 }), {});

/** Reports one after another, each by another student (five reports a minute is a student's limit). */
export async function sequentialReports(baseUrl: string, cookies: string[], photo: PhonePhoto, gatewayPid: number | undefined) {
  const cpuBefore = processCpuMs(gatewayPid);
  const mainBefore = mainThreadCpuMs(gatewayPid);
  const reports: Report[] = [];
  for (const cookie of cookies) reports.push(await reportWithPhoto(baseUrl, cookie, photo));
  const cpu = cpuBefore === null ? null : processCpuMs(gatewayPid)! - cpuBefore;
  const main = mainBefore === null ? null : mainThreadCpuMs(gatewayPid)! - mainBefore;
  const stored = reports.find((r) => r.stored)?.stored ?? null;
  return {
    reports: reports.length,
    statuses: statusCounts(reports.map((r) => r.status)),
    latencyMs: percentiles(reports.filter((r) => r.status === 201).map((r) => r.ms)),
    gatewayCpuMsPerReport: cpu === null ? null : Math.round(cpu / reports.length),
    /** Of which on the event loop's thread (HTTP, the multipart form, the transaction, the answer). */
    eventLoopCpuMsPerReport: main === null ? null : Math.round(main / reports.length),
    stored,
  };
}
