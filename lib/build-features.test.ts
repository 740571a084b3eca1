import { existsSync } from 'node:fs';
import path from 'node:path';
import { featureAliases } from './build-features.mjs';
import * as analytics from '@/components/analytics/analytics';
import * as analyticsOff from '@/components/analytics/analytics.off';
import * as track from '@/lib/analytics/track';
import * as trackOff from '@/lib/analytics/track.off';
import * as wechat from '@/components/wechat/wechat-share';
import * as wechatOff from '@/components/wechat/wechat-share.off';

const CONFIGURED = {
  GA4_MEASUREMENT_ID: 'G-TEST12345',
  BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef',
  WECHAT_APP_ID: 'wx0123456789abcdef',
  WECHAT_APP_SECRET: 'secret',
};

describe('optional features in the build', () => {
  it('leave analytics and WeChat out of an unconfigured build, each module for its off twin', () => {
    const aliases = featureAliases({});
    expect(Object.keys(aliases)).toEqual(['@/components/analytics/analytics', '@/lib/analytics/track', '@/components/wechat/wechat-share']);
    for (const twin of Object.values(aliases)) expect(existsSync(path.join(process.cwd(), twin))).toBe(true);
  });

  it('build each in when configured', () => {
    expect(featureAliases(CONFIGURED)).toEqual({});
    expect(Object.keys(featureAliases({ GA4_MEASUREMENT_ID: 'G-TEST12345' }))).toEqual(['@/components/wechat/wechat-share']);
  });

  it('give each off twin the exports of its module, so either builds', () => {
    // The assignments are the type check: an off twin must take what its module takes.
    const pairs: [object, object][] = [
      [analytics, analyticsOff satisfies Record<keyof typeof analytics, unknown>],
      [track, trackOff satisfies Record<'track', unknown>],
      [wechat, wechatOff satisfies Record<keyof typeof wechat, unknown>],
    ];
    for (const [on, off] of pairs) expect(Object.keys(off).sort()).toEqual(Object.keys(on).sort());
  });
});
