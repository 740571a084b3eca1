import { analyticsSettings } from './settings.mjs';

describe('analytics settings', () => {
  it('are off unless a tag is configured', () => {
    expect(analyticsSettings({})).toBeUndefined();
    expect(analyticsSettings({ GA4_MEASUREMENT_ID: ' ', BAIDU_TONGJI_ID: '' })).toBeUndefined();
  });

  it('take either tag or both', () => {
    expect(analyticsSettings({ GA4_MEASUREMENT_ID: 'G-ABC123XYZ9' })).toEqual({ ga4: 'G-ABC123XYZ9' });
    expect(analyticsSettings({ BAIDU_TONGJI_ID: '0123456789ABCDEF0123456789abcdef' })).toEqual({ tongji: '0123456789abcdef0123456789abcdef' });
  });

  it('stop the build on a malformed id, naming the variable', () => {
    expect(() => analyticsSettings({ GA4_MEASUREMENT_ID: 'UA-12345-1' })).toThrow(/GA4_MEASUREMENT_ID/);
    expect(() => analyticsSettings({ BAIDU_TONGJI_ID: 'hm.js?123' })).toThrow(/BAIDU_TONGJI_ID/);
  });
});
