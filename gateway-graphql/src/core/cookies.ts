import type { CookieOptions } from 'express';

export const SESSION_COOKIE = 'dormspace_session';

/** Reads one cookie from a Cookie header (HTTP or the WebSocket upgrade request). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** httpOnly and SameSite=Lax always; Secure when the request came over https. */
export function sessionCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(expires ? { expires } : {}) };
}
