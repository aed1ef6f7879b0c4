import { useSyncExternalStore } from 'react';

/**
 * The office's time zone: every time on every screen is shown in it, as mail, messages and the
 * gate card show them (the gateway's OFFICE_TIME_ZONE). A student abroad, or a browser set to
 * UTC, would otherwise read "Back by 12:30" for an outpass the office and the gate hold to 18:00.
 *
 * The gateway says which zone (`officeTimeZone`, asked with the session on every page); until
 * then, and on a page that never asks, it is the gateway's own default.
 */
export const DEFAULT_OFFICE_TIME_ZONE = 'Asia/Kolkata';

interface Setting {
  zone: string;
  listeners: Set<() => void>;
}

/**
 * One setting per page, kept on the page's global object under a registered symbol: every app
 * bundles its own copy of web-kit, and the shell (which asks the session) must reach the times a
 * remote's screens show. Its shape is a contract between releases: add to it, never change it.
 */
const SLOT = Symbol.for('dormspace.officeTimeZone');

function setting(): Setting {
  const page = globalThis as typeof globalThis & { [SLOT]?: Setting };
  return (page[SLOT] ??= { zone: DEFAULT_OFFICE_TIME_ZONE, listeners: new Set() });
}

/** The office's time zone now (an IANA name). */
export const officeTimeZone = (): string => setting().zone;

/** Whether this runtime knows `zone` (a zone it does not know would throw at every format). */
function known(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Says which zone the office keeps (the gateway's answer). Screens drawn from now on use it at
 * once, even in the same render; those already drawn that follow it (`useOfficeTimeZone`) are
 * told a moment later, outside any render, so a caller may set it while rendering.
 */
export function setOfficeTimeZone(zone: string): void {
  const current = setting();
  if (zone === current.zone || !known(zone)) return;
  current.zone = zone;
  queueMicrotask(() => {
    for (const listener of current.listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  const { listeners } = setting();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The office's time zone, drawing the component again when the gateway names another. */
export const useOfficeTimeZone = (): string => useSyncExternalStore(subscribe, officeTimeZone, officeTimeZone);

/** The zone of the browser's clock; an object's method, so a test can stub it. */
export const browserClock = {
  timeZone: (): string => Intl.DateTimeFormat().resolvedOptions().timeZone,
};

/** Two zone names as one (Asia/Calcutta is Asia/Kolkata; Etc/UTC is UTC). */
const canonical = (zone: string): string => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

/** Whether this visitor's clock keeps another zone than the office's (their clock would not read as the screen's times). */
export function visitorZoneDiffers(office: string = officeTimeZone(), visitor: string = browserClock.timeZone()): boolean {
  return canonical(office) !== canonical(visitor);
}
