/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { OPERATIONS } from '@/contract/operations';
import { forwardedOperation } from './bff-paths';

const forwardedContractPath = (rawPath: string) => forwardedOperation(rawPath)?.path ?? null;

/** A descriptor's path as an island would call it, its `{parameter}` filled. */
const sample = (descriptorPath: string) => descriptorPath.replace(/\{\w+\}/, '42');

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

describe('the BFF allow-list is the island descriptors (contract/operations)', () => {
  it('forwards every operation marked islands, and answers its descriptor', () => {
    for (const operation of OPERATIONS.filter(({ islands }) => islands)) {
      expect(forwardedOperation(sample(operation.path))?.operation).toBe(operation);
    }
  });

  it('forwards no other operation', () => {
    for (const operation of OPERATIONS.filter(({ islands }) => !islands)) {
      expect(forwardedOperation(sample(operation.path))?.operation).not.toBe(operation);
    }
  });

  it('never lets islands reach a staff operation', () => {
    expect(OPERATIONS.filter(({ access, islands }) => islands && access === 'staff')).toEqual([]);
  });

  it('has one descriptor per path and mode', () => {
    const keys = OPERATIONS.map(({ mode, path }) => `${mode} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

/** Files of the storefront that call the API: every call names a descriptor, so no contract path is spelled there. */
function storefrontSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return storefrontSources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the storefront calls the API by descriptor', () => {
  it('spells no contract path outside contract/operations', () => {
    const descriptorPaths = new Set(OPERATIONS.map((operation) => operation.path));
    const spelled = ['app', 'components', 'lib']
      .flatMap(storefrontSources)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/['`](\/[A-Za-z][\w/]*\/[\w{}]+)['`]/g)]
          .filter(([, literal]) => descriptorPaths.has(literal!))
          .map(([, literal]) => `${file}: ${literal}`),
      );
    expect(spelled).toEqual([]);
  });
});
