import { analyticsCookieNames, ANALYTICS_CONSENT_STORAGE_KEY, cookieDomains, readConsent, writeConsent } from './consent';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the analytics choice', () => {
  it('is remembered under its pro_ key, and nothing else counts as one', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    expect(writeConsent(storage, 'granted')).toBe(true);
    expect(storage.getItem(ANALYTICS_CONSENT_STORAGE_KEY)).toBe('granted');
    expect(ANALYTICS_CONSENT_STORAGE_KEY).toMatch(/^pro_/);
    storage.setItem(ANALYTICS_CONSENT_STORAGE_KEY, 'yes');
    expect(readConsent(storage)).toBeNull();
    expect(readConsent(null)).toBeNull();
  });

  it('finds the tags’ cookies and the domains they may sit on', () => {
    expect(analyticsCookieNames('pro_x=1; _ga=GA1.1.2; _ga_ABC123=GS1; Hm_lvt_0123=1; Hm_lpvt_0123=2; _gat=1; labshop_session=x')).toEqual([
      '_ga',
      '_ga_ABC123',
      'Hm_lvt_0123',
      'Hm_lpvt_0123',
    ]);
    expect(cookieDomains('www.shop.example.cn')).toEqual(['www.shop.example.cn', 'shop.example.cn', 'example.cn']);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
  });
});
