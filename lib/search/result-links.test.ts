/** @jest-environment node */
import { articleHref, hotSearchHref, isExternalHref, safeHref } from './result-links';

describe('hotSearchHref', () => {
  it('follows the chip link, else searches for the chip', () => {
    expect(hotSearchHref({ name: 'GAPDH antibody', linkUrl: '/antibody?id=CP002004' })).toBe('/antibody?id=CP002004');
    expect(hotSearchHref({ name: 'DAPI staining solution', linkUrl: null })).toBe('/search-result?search=DAPI+staining+solution');
    expect(hotSearchHref({ name: 'x', linkUrl: '  ' })).toBe('/search-result?search=x');
  });

  it('refuses unsafe links', () => {
    expect(hotSearchHref({ name: 'x', linkUrl: 'javascript:alert(1)' })).toBe('/search-result?search=x');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('https://shop.example/a')).toBe('https://shop.example/a');
    expect(isExternalHref('https://shop.example/a')).toBe(true);
    expect(isExternalHref('/a')).toBe(false);
  });
});

describe('articleHref', () => {
  it('opens each kind of article on its own detail page', () => {
    expect(articleHref({ id: 4, categoryId: 'TJ430' })).toBe('/experimentalPlanDetail?id=4');
    expect(articleHref({ id: 5, categoryId: 'XXPT001' })).toBe('/data-detail?id=5');
    expect(articleHref({ id: 6, categoryId: 'XWZX' })).toBe('/promotion-detail?id=6');
  });
});
