import type { IncomingHttpHeaders } from 'node:http';

/**
 * WebSocket upgrades carry the session cookie, so a foreign page must not open one (CSWSH).
 * Allowed: no Origin (non-browser clients), the same host, or an origin listed in ALLOWED_ORIGINS.
 */
export function isOriginAllowed(headers: IncomingHttpHeaders, allowed: string[]): boolean {
  const origin = headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}
