import { afterEach, describe, expect, it, vi } from 'vitest';
import { postMultipart } from './multipart';

const answer = (status: number, body: unknown) => new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('postMultipart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form on the page’s origin with the session cookie and X-Requested-With, and reads the JSON back', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(201, { id: 'job-1' }));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('note', 'Done.');
    expect(await postMultipart('/api/repairs/j/fixed', form)).toEqual({ reached: true, status: 201, body: { id: 'job-1' }, message: null, fields: [] });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/repairs/j/fixed');
    expect(init).toMatchObject({ method: 'POST', body: form, credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
  });

  it('reads a refusal’s sentence and its field messages, and drops what is not one', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(400, { message: 'Check the fields.', errors: [{ field: 'note', message: 'Say what was done.' }, { field: 3 }, 'x'] })));
    expect(await postMultipart('/api/x', new FormData())).toMatchObject({ reached: true, status: 400, message: 'Check the fields.', fields: [{ field: 'note', message: 'Say what was done.' }] });
  });

  it('says when the server was not reached, and when its answer had no JSON', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await postMultipart('/api/x', new FormData())).toEqual({ reached: false });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(413, '<html>Too large</html>')));
    expect(await postMultipart('/api/x', new FormData())).toEqual({ reached: true, status: 413, body: null, message: null, fields: [] });
  });
});
