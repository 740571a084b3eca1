/** @jest-environment node */
import { BadBffRequest, readCappedJson, readForwardedCall } from './bff';
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
