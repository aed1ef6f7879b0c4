import { expect } from 'vitest';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** Strings that must never appear in any response: hashes, and codes the test has seen in mail. */
export const secrets = new Set<string>();

/**
 * A browser stand-in: keeps the session cookie like a browser would, speaks REST and GraphQL,
 * and checks every response for leaked password hashes and reset codes.
 */
export class Client {
  cookie: string | undefined;
  lastSetCookie: string | undefined;

  constructor(readonly baseUrl: string) {}

  async rest<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return this.read<T>(response);
  }

  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<Reply<{ data?: T; errors?: GqlError[] }>> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return this.read(response);
  }

  private async read<T>(response: Response): Promise<Reply<T>> {
    const text = await response.text();
    assertNoSecrets(text);
    const setCookie = response.headers.get('set-cookie') ?? undefined;
    if (setCookie) {
      this.lastSetCookie = setCookie;
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, text, headers: response.headers };
  }
}

export interface GqlError {
  message: string;
  extensions?: { code?: string; fields?: { field: string; message: string }[] };
}

export function assertNoSecrets(text: string): void {
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toMatch(/password_?hash/i);
  for (const secret of secrets) expect(text).not.toContain(secret);
}
