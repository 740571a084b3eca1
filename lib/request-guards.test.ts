/** @jest-environment node */
import { isCrossSite, mediaType, stateChangeRefusal } from './request-guards';

const url = 'http://localhost:3000/api/session';
const post = (headers: Record<string, string>) => new Request(url, { method: 'POST', headers });

describe('isCrossSite (docs/architecture.md §4 Security)', () => {
  it('lets this origin and the address bar through', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(post({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isCrossSite(post({ origin: 'http://localhost:3000' }))).toBe(false);
    expect(isCrossSite(post({}))).toBe(false);
  });

  it('refuses other sites by fetch metadata, else by Origin', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSite(post({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(post({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(post({ origin: 'http://localhost:3001' }))).toBe(true);
  });
});

describe('stateChangeRefusal', () => {
  it('refuses a cross-site text/plain form, the login CSRF of docs/architecture.md §4 Security', () => {
    expect(stateChangeRefusal(post({ origin: 'https://evil.example', 'content-type': 'text/plain' }))).toMatchObject({ status: 403, code: 400 });
  });

  it('refuses same-origin bodies that are not JSON', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expect(stateChangeRefusal(post({ 'sec-fetch-site': 'same-origin', 'content-type': type }))).toMatchObject({ status: 415 });
    }
  });

  it('accepts JSON from this origin', () => {
    expect(stateChangeRefusal(post({ 'sec-fetch-site': 'same-origin', 'content-type': 'application/json; charset=utf-8' }))).toBeNull();
  });
});

describe('mediaType', () => {
  it('reads the type without parameters', () => {
    expect(mediaType('Application/JSON ; charset=utf-8')).toBe('application/json');
    expect(mediaType(null)).toBeNull();
    expect(mediaType('')).toBeNull();
  });
});
