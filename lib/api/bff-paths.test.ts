/** @jest-environment node */
import { forwardedContractPath } from './bff-paths';

describe('forwardedContractPath (docs/architecture.md §4 Security)', () => {
  it('answers the listed path, decoded', () => {
    expect(forwardedContractPath('/online/togoods/details')).toBe('/online/togoods/details');
    expect(forwardedContractPath('/online/togoods/%64etails')).toBe('/online/togoods/details');
    expect(forwardedContractPath('/online/toGoodsClassify/info/CP001')).toBe('/online/toGoodsClassify/info/CP001');
    expect(forwardedContractPath('/operation/tiContent/dataSingle/7')).toBe('/operation/tiContent/dataSingle/7');
  });

  it.each([
    ['an encoded slash before dots', '/online/..%2foverseas/login/password'],
    ['an encoded backslash', '/online/..%5coverseas/login/password'],
    ['a plain backslash', '/online\\..\\overseas/login/password'],
    ['double encoding', '/online/..%252foverseas/login/password'],
    ['triple encoding', '/online/togoods/details%25252f'],
    ['dot segments', '/online/togoods/../../staff/inquiries'],
    ['a single dot segment', '/online/./togoods/details'],
    ['an empty segment', '/online//togoods/details'],
    ['a trailing slash', '/online/togoods/details/'],
    ['a NUL byte', '/online/togoods/details%00'],
    ['a tab', '/online/togoods/de%09tails'],
    ['malformed encoding', '/online/togoods/%E0%A4%A'],
    ['an id that spells a path', '/online/togoods/downLoadInc/..%2f..%2fstaff'],
    ['the login call', '/overseas/login/password'],
    ['register', '/overseas/register'],
    ['logout (DELETE /api/session does that)', '/overseas/login/logout'],
    ['the staff endpoint', '/staff/inquiries'],
    ['the sitemap feed', '/online/togoods/sitemapGoods'],
    ['a case variant', '/Online/togoods/details'],
  ])('refuses %s', (_name, path) => {
    expect(forwardedContractPath(path)).toBeNull();
  });
});
