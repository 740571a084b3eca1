/** @jest-environment node */
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { isMalformedPath, malformedPathAnswer } from './malformed-path.mjs';

const messages = { en, zh };

describe('malformed percent-encoding in a path', () => {
  it('is found in the path only; a query is the page’s to read', () => {
    for (const target of ['/%ff', '/api/%ff', '/files/%c0%ae%c0%ae/x', '/a%zz', '/%E4%B8', '/zh/%ff?x=1']) expect(isMalformedPath(target)).toBe(true);
    for (const target of ['/', '/goodsdetail?id=1', '/search-result?search=%ff', '/zh/%E4%B8%AD', '/%2e%2e/x']) expect(isMalformedPath(target)).toBe(false);
  });

  it('answers the envelope under /api, with the security headers', () => {
    const answer = malformedPathAnswer('/api/%ff', messages, {});
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer?.body ?? '')).toEqual({ code: 400, msg: 'path: malformed percent-encoding' });
    expect(answer?.headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-store' });
    expect(answer?.headers['Content-Security-Policy']).toContain("default-src 'self'");
  });

  it('answers a small page in the path’s language elsewhere', () => {
    const page = malformedPathAnswer('/files/%c0%ae', messages, {});
    expect(page?.status).toBe(400);
    expect(page?.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(page?.body).toContain(en.error.badAddressHeading);
    expect(malformedPathAnswer('/zh/%ff', messages, {})?.body).toContain(zh.error.badAddressHeading);
    expect(malformedPathAnswer('/goodsdetail?id=1', messages, {})).toBeNull();
  });
});
