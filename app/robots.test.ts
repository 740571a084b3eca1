/** @jest-environment node */
import robots from './robots';

describe('robots.txt', () => {
  const saved = process.env.SITE_URL;
  beforeAll(() => {
    process.env.SITE_URL = 'https://shop.example/';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it('names the sitemap index and both merchant feeds, as absolute URLs', () => {
    expect(robots().sitemap).toEqual([
      'https://shop.example/sitemap.xml',
      'https://shop.example/feeds/merchant.xml',
      'https://shop.example/feeds/merchant-zh.xml',
    ]);
  });

  it('keeps personal pages and the staff console out, and the feeds in', () => {
    const [rule] = [robots().rules].flat();
    expect(rule?.allow).toBe('/');
    expect(rule?.disallow).toEqual(expect.arrayContaining(['/api/', '/login', '/zh/login', '/staff']));
    expect([rule?.disallow].flat().some((path) => path && '/feeds/merchant.xml'.startsWith(path))).toBe(false);
  });
});
