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

  test('WeChat’s JS-SDK may load only when WeChat sharing is configured, and connects nowhere', () => {
    expect(policy({})).toContain("script-src 'self' 'unsafe-inline';");
    expect(policy({ WECHAT_APP_ID: 'wx0123456789abcdef' })).toContain("script-src 'self' 'unsafe-inline';");
    const configured = policy({ WECHAT_APP_ID: 'wx0123456789abcdef', WECHAT_APP_SECRET: 'secret' });
    expect(configured).toContain("script-src 'self' 'unsafe-inline' https://res.wx.qq.com;");
    expect(configured).toContain("connect-src 'self';");
    expect(configured).not.toContain('secret');
    expect(policy({ WECHAT_APP_ID: 'wx0123456789abcdef', WECHAT_APP_SECRET: 'secret', NODE_ENV: 'development' })).toContain(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval' https://res.wx.qq.com;",
    );
  });

  test('the analytics tags may load and report only when configured, each to its own hosts', () => {
    const none = policy({});
    expect(none).not.toMatch(/google|baidu/);
    const ga4 = policy({ GA4_MEASUREMENT_ID: 'G-TEST12345' });
    expect(ga4).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com;");
    expect(ga4).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;");
    expect(ga4).toContain("img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com;");
    expect(ga4).not.toContain('baidu');
    const both = policy({ GA4_MEASUREMENT_ID: 'G-TEST12345', BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef' });
    expect(both).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://hm.baidu.com;");
    expect(both).toContain("media-src 'self' data: blob:;");
    const tongji = policy({ BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef' });
    expect(tongji).toContain("connect-src 'self' https://hm.baidu.com;");
    expect(tongji).not.toContain('google');
  });
});
