import { securityHeaders } from './security-headers.mjs';

const policy = (env: Record<string, string>) => securityHeaders(env).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

describe('content security policy', () => {
  test('islands connect to this origin only by default', () => {
    expect(policy({})).toContain("connect-src 'self';");
    expect(policy({ MAP_ASSET_URL: '/maps/countries-110m.json' })).toContain("connect-src 'self';");
  });

  test('a map asset on another host is allowed to connect, and nothing else', () => {
    expect(policy({ MAP_ASSET_URL: 'https://maps.example.com/atlas/countries-50m.json' })).toContain("connect-src 'self' https://maps.example.com;");
    expect(policy({ MAP_ASSET_URL: 'not a url' })).toContain("connect-src 'self';");
  });
});
