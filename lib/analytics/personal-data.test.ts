import { analyticsLocation, analyticsPath, withoutPersonalData } from './personal-data';

describe('personal data in analytics', () => {
  it('replaces emails and phone numbers in typed text, and keeps Cat. Nos', () => {
    expect(withoutPersonalData('quote for li.wei@lab.example.cn please')).toBe('quote for [email] please');
    expect(withoutPersonalData('call 138 0013 8000 or +86-21-5555-0100')).toBe('call [phone] or [phone]');
    expect(withoutPersonalData('CP002-0001 AB10001 anti-CD3 2024')).toBe('CP002-0001 AB10001 anti-CD3 2024');
  });

  it('keeps only the catalogue parameters of an address, without its fragment', () => {
    expect(analyticsLocation('https://shop.example/search-result?search=cd3&page=2#top')).toBe('https://shop.example/search-result?search=cd3&page=2');
    expect(analyticsLocation('https://shop.example/retrieve-password?token=abc&email=a%40b.cn&redirect=%2Fuser')).toBe(
      'https://shop.example/retrieve-password',
    );
    expect(analyticsLocation('https://shop.example/search-result?search=me%40lab.cn')).toBe('https://shop.example/search-result?search=%5Bemail%5D');
    expect(analyticsLocation('')).toBe('');
  });

  it('gives Tongji the path and query', () => {
    expect(analyticsPath('https://shop.example/zh/goodsdetail?id=7')).toBe('/zh/goodsdetail?id=7');
    expect(analyticsPath('')).toBe('/');
  });
});
