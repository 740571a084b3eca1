/** @jest-environment node */
import { BadBffRequest, MAX_BODY_BYTES, readCappedJson, readForwardedCall } from './bff';
import { nestsDeeperThan } from './json-depth';

// docs/architecture.md §3: a body the BFF cannot read is the caller's mistake, answered 400 in the envelope.
const url = 'http://localhost:3000/api/online/tihotpro/list';

async function refusal(request: Request): Promise<{ message: string; status: number }> {
  try {
    await readForwardedCall(request);
  } catch (error) {
    if (error instanceof BadBffRequest) return { message: error.message, status: error.status };
    throw error;
  }
  throw new Error('the request was accepted');
}

const post = (contentType: string, body: string) => new Request(url, { method: 'POST', headers: { 'content-type': contentType }, body });
const notJson = { message: 'Content-Type: must be application/json', status: 415 };

describe('readForwardedCall on bodies it cannot pass on', () => {
  it('refuses forms and multipart, broken or not: islands send JSON only', async () => {
    expect(await refusal(post('multipart/form-data', '{}'))).toEqual(notJson);
    expect(await refusal(post('multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="page"\r\n\r\n1'))).toEqual(notJson);
    expect(await refusal(post('application/x-www-form-urlencoded', 'name=Jane'))).toEqual(notJson);
  });

  it('refuses JSON nested 10,000 levels deep before forwarding it', async () => {
    const deep = `{"search":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expect(await refusal(post('application/json', deep))).toEqual({ message: 'Request body: nested deeper than 32 levels', status: 400 });
    const fine = await readForwardedCall(post('application/json', '{"goodsList":[{"goodsId":1}]}'));
    expect(fine).toEqual({ mode: 'post', params: { goodsList: [{ goodsId: 1 }] } });
  });
});

describe('readForwardedCall body cap', () => {
  const url = 'http://localhost:3000/api/overseas/form/submit';
  const tooLarge = { message: 'Request body: larger than 1 MB', status: 413 };

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
    const json = await readForwardedCall(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) }),
    );
    expect(json).toEqual({ mode: 'post', params: { message } });
    const empty = await readForwardedCall(new Request(`${url}?page=2`, { method: 'POST' }));
    expect(empty).toEqual({ mode: 'postd', params: { page: '2' } });
  });

  it('refuses a body that is not declared JSON (docs/architecture.md §4 Security)', async () => {
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

describe('readCappedJson', () => {
  it('refuses JSON nested 10,000 levels deep', async () => {
    const deep = `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    await expect(readCappedJson(post('application/json', deep), 64 * 1024)).rejects.toThrow('nested deeper than 32 levels');
  });
});

describe('nestsDeeperThan', () => {
  it('measures arrays and objects without recursion', () => {
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)), 32)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });
});
