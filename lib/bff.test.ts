/** @jest-environment node */
import { BadBffRequest, MAX_BODY_BYTES, readCappedJson, readForwardedCall, requestedContractPath } from './bff';

describe('requestedContractPath', () => {
  const at = (path: string) => requestedContractPath(new Request(`http://localhost:3000${path}`, { method: 'POST' }));

  it('forwards the contract paths the islands call', () => {
    expect(at('/api/online/togoods/details')).toBe('/online/togoods/details');
    expect(at('/api/overseas/login/email/getVerificationCode')).toBe('/overseas/login/email/getVerificationCode');
    expect(at('/api/user/overseasUser/my')).toBe('/user/overseasUser/my');
    expect(at('/api/online/togoods/downLoadInc/12')).toBe('/online/togoods/downLoadInc/12');
  });

  it('refuses other paths, the staff and dev endpoints, and paths outside /api', () => {
    expect(at('/api')).toBeNull();
    expect(at('/api/dev/outbox/latest')).toBeNull();
    expect(at('/api/staff/inquiries')).toBeNull();
    expect(at('/online/togoods/details')).toBeNull();
  });

  it('never forwards the calls that answer a login token: those go through /api/session', () => {
    for (const path of ['overseas/login/mobile', 'overseas/login/email', 'overseas/login/password', 'overseas/register', 'overseas/LOGIN/Password']) {
      expect(at(`/api/${path}`)).toBeNull();
    }
  });

  it('cannot be walked out of the list by encoded dot segments or backslashes (issue 11 item 1)', () => {
    expect(at('/api/online/..%2foverseas/login/password')).toBeNull();
    expect(at('/api/online/..%2Foverseas/login/password')).toBeNull();
    expect(at('/api/online/..%5coverseas/login/password')).toBeNull();
    expect(at('/api/online/togoods/..%252f..%252fstaff/inquiries')).toBeNull();
  });
});

describe('readForwardedCall body cap', () => {
  const url = 'http://localhost:3000/api/overseas/form/submit';
  const tooLarge = { message: 'Request body: larger than 1 MB', status: 413 };

  async function refusal(request: Request): Promise<{ message: string; status: number }> {
    try {
      await readForwardedCall(request);
    } catch (error) {
      if (error instanceof BadBffRequest) return { message: error.message, status: error.status };
      throw error;
    }
    throw new Error('the request was accepted');
  }

  /** A body that arrives in chunks without a content-length, as a chunked upload does. */
  function streamed(totalBytes: number, onPull: () => void = () => undefined): ReadableStream<Uint8Array> {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        onPull();
        if (sent >= totalBytes) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });
  }

  it('refuses a 10 MB message by its content-length before reading it', async () => {
    const body = JSON.stringify({ name: 'Jane', message: 'x'.repeat(10 * 1024 * 1024) });
    const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) }, body });
    expect(await refusal(request)).toEqual(tooLarge);
    expect(request.bodyUsed).toBe(false);
  });

  it('counts the bytes of a body without a content-length and stops reading past the limit', async () => {
    let pulls = 0;
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed(10 * 1024 * 1024, () => (pulls += 1)),
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    expect(await refusal(request)).toEqual(tooLarge);
    expect(pulls).toBeLessThan(40);
  });

  it('still reads JSON bodies up to the limit, and empty ones as postd', async () => {
    const message = 'y'.repeat(MAX_BODY_BYTES - 100);
    const json = await readForwardedCall(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) }));
    expect(json).toEqual({ mode: 'post', params: { message } });
    const empty = await readForwardedCall(new Request(`${url}?page=2`, { method: 'POST' }));
    expect(empty).toEqual({ mode: 'postd', params: { page: '2' } });
  });

  it('refuses a body that is not declared JSON (issue 11 item 3)', async () => {
    const plain = new Request(url, { method: 'POST', body: new Blob(['{"name":"Jane"}']) });
    expect(await refusal(plain)).toEqual({ message: 'Content-Type: must be application/json', status: 415 });
    const form = new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Jane' });
    expect(await refusal(form)).toEqual({ message: 'Content-Type: must be application/json', status: 415 });
  });

  it('keeps the other refusals at 400', async () => {
    const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(await refusal(request)).toEqual({ message: 'Request body: not valid JSON', status: 400 });
  });
});

describe('readCappedJson (issue 11 item 8)', () => {
  const LOGIN_CAP = 64 * 1024;

  it('stops a chunked 50 MB body early, counting the bytes read, not Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls * chunk.byteLength > 50 * 1024 * 1024) return controller.close();
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost:3000/api/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    await expect(readCappedJson(request, LOGIN_CAP)).rejects.toMatchObject({ status: 413, message: 'Request body: larger than 64 KB' });
    expect(pulls).toBeLessThan(10);
  });

  it('refuses a lying small Content-Length by the bytes it reads', async () => {
    const request = new Request('http://localhost:3000/api/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ x: 'y'.repeat(LOGIN_CAP) }) });
    await expect(readCappedJson(request, LOGIN_CAP)).rejects.toMatchObject({ status: 413 });
  });

  it('parses what fits', async () => {
    const request = new Request('http://localhost:3000/api/session', { method: 'POST', body: '{"method":"password"}' });
    await expect(readCappedJson(request, LOGIN_CAP)).resolves.toEqual({ method: 'password' });
  });
});
