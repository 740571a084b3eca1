/** @jest-environment node */
import { localePath, splitLocale } from './locales';

describe('localePath', () => {
  it('leaves English unprefixed and puts Chinese under /zh', () => {
    expect(localePath('en', '/goods-list')).toBe('/goods-list');
    expect(localePath('zh', '/goods-list')).toBe('/zh/goods-list');
    expect(localePath('zh', '/')).toBe('/zh');
  });
});

describe('splitLocale', () => {
  it('reads the locale prefix', () => {
    expect(splitLocale('/zh/user')).toEqual({ locale: 'zh', pathname: '/user', prefixed: true });
    expect(splitLocale('/zh')).toEqual({ locale: 'zh', pathname: '/', prefixed: true });
    expect(splitLocale('/en/user')).toEqual({ locale: 'en', pathname: '/user', prefixed: true });
  });

  it('treats other paths as English', () => {
    expect(splitLocale('/user')).toEqual({ locale: 'en', pathname: '/user', prefixed: false });
    expect(splitLocale('/zhuhai')).toEqual({ locale: 'en', pathname: '/zhuhai', prefixed: false });
  });
});
