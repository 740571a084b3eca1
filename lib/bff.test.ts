/** @jest-environment node */
import { readCappedJson, requestedOperation } from './bff';

describe('requestedOperation', () => {
  const at = (path: string) => requestedOperation(new Request(`http://localhost:3000${path}`, { method: 'POST' }))?.path ?? null;

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

  it('cannot be walked out of the list by encoded dot segments or backslashes (docs/architecture.md §4 Security)', () => {
    expect(at('/api/online/..%2foverseas/login/password')).toBeNull();
    expect(at('/api/online/..%2Foverseas/login/password')).toBeNull();
    expect(at('/api/online/..%5coverseas/login/password')).toBeNull();
    expect(at('/api/online/togoods/..%252f..%252fstaff/inquiries')).toBeNull();
  });
});

describe('readCappedJson (docs/architecture.md §4 Security)', () => {
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
    const request = new Request('http://localhost:3000/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expect(readCappedJson(request, LOGIN_CAP)).rejects.toMatchObject({ status: 413, message: 'Request body: larger than 64 KB' });
    expect(pulls).toBeLessThan(10);
  });

  it('refuses a lying small Content-Length by the bytes it reads', async () => {
    const request = new Request('http://localhost:3000/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'y'.repeat(LOGIN_CAP) }),
    });
    await expect(readCappedJson(request, LOGIN_CAP)).rejects.toMatchObject({ status: 413 });
  });

  it('parses what fits', async () => {
    const request = new Request('http://localhost:3000/api/session', { method: 'POST', body: '{"method":"password"}' });
    await expect(readCappedJson(request, LOGIN_CAP)).resolves.toEqual({ method: 'password' });
  });
});
