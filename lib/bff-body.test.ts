/** @jest-environment node */
import { BadBffRequest, MAX_FORM_QUERY_CHARS, readForwardedCall } from './bff';
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
const badForm = { message: 'Request body: not a valid form (check the content type and the multipart boundary)', status: 400 };

describe('readForwardedCall on broken bodies', () => {
  it('refuses multipart without a boundary, with the wrong one, or cut short', async () => {
    expect(await refusal(post('multipart/form-data', '{}'))).toEqual(badForm);
    expect(await refusal(post('multipart/form-data; boundary=expected', '--wrong\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--wrong--\r\n'))).toEqual(badForm);
    expect(await refusal(post('multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="page"\r\n\r\n1'))).toEqual(badForm);
  });

  it('still reads a well-formed multipart form', async () => {
    const form = new FormData();
    form.set('page', '2');
    const request = new Request(url, { method: 'POST', body: form });
    expect(await readForwardedCall(request)).toEqual({ mode: 'postd', params: { page: '2' } });
  });

  it('refuses form fields too long to pass on in a query string', async () => {
    const long = `name=${'x'.repeat(MAX_FORM_QUERY_CHARS)}`;
    expect(await refusal(post('application/x-www-form-urlencoded', long))).toEqual({ message: 'Request body: form fields longer than 8 kB in all; send JSON instead', status: 400 });
    expect(await readForwardedCall(post('application/x-www-form-urlencoded', 'name=Jane'))).toEqual({ mode: 'postd', params: { name: 'Jane' } });
  });

  it('refuses JSON nested 10,000 levels deep before forwarding it', async () => {
    const deep = `{"search":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expect(await refusal(post('application/json', deep))).toEqual({ message: 'Request body: nested deeper than 32 levels', status: 400 });
    const fine = await readForwardedCall(post('application/json', '{"goodsList":[{"goodsId":1}]}'));
    expect(fine).toEqual({ mode: 'post', params: { goodsList: [{ goodsId: 1 }] } });
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
