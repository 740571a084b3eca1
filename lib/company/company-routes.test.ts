import {
  COMPANY_PAGE_PATHS,
  COMPANY_SITEMAP_PATHS,
  PRODUCT_SLUG,
  companyInternalPath,
  companySlugOf,
  fromDataCenterSegment,
  fromPurchaseSegment,
  parseDataCenterCode,
  parsePurchaseQuery,
  purchaseHref,
  toPurchaseSegment,
} from './company-routes';

const params = (query: string) => new URLSearchParams(query);

describe('company routes', () => {
  test('the brand slug makes the {product} routes', () => {
    expect(PRODUCT_SLUG).toBe('labshop');
    expect(COMPANY_PAGE_PATHS.profile).toBe('/labshop-profile');
    expect(COMPANY_PAGE_PATHS.catalog).toBe('/labshopCatalog');
    expect(COMPANY_PAGE_PATHS.distributors).toBe('/labshopDistributors');
    expect(companySlugOf('/commonStaining')).toBe('staining');
    expect(companySlugOf('/labshop-profile/x')).toBeNull();
  });

  test('data-centre code: given, or the first category', () => {
    expect(parseDataCenterCode(params('code=msds'))).toBe('msds');
    expect(parseDataCenterCode(params(''))).toBe('manual');
    expect(parseDataCenterCode(params('code=%3Cscript%3E'))).toBe('manual');
  });

  test('purchase query: id, page, or the first page', () => {
    expect(parsePurchaseQuery(params('id=3'))).toEqual({ kind: 'notice', id: 3 });
    expect(parsePurchaseQuery(params('id=abc&page=2'))).toEqual({ kind: 'list', page: 2 });
    expect(parsePurchaseQuery(params('id=0'))).toEqual({ kind: 'list', page: 1 });
    expect(parsePurchaseQuery(params('page=99999999999'))).toEqual({ kind: 'list', page: 1 });
    for (const query of [
      { kind: 'notice', id: 7 },
      { kind: 'list', page: 3 },
    ] as const) {
      expect(fromPurchaseSegment(toPurchaseSegment(query))).toEqual(query);
    }
    expect(fromPurchaseSegment('nonsense')).toBeNull();
    // Malformed percent-encoding is no page, not an error.
    expect(fromPurchaseSegment('page~%E0%A4%A')).toBeNull();
    expect(fromDataCenterSegment('msds')).toBe('msds');
    expect(fromDataCenterSegment('%E0%A4%A')).toBeNull();
    expect(fromDataCenterSegment('%3Cscript%3E')).toBeNull();
    expect(purchaseHref({ kind: 'notice', id: 7 })).toBe('/purchase-detail?id=7');
    expect(purchaseHref({ kind: 'list', page: 1 })).toBe('/purchase-detail');
    expect(purchaseHref({ kind: 'list', page: 2 })).toBe('/purchase-detail?page=2');
  });

  test('internal paths', () => {
    expect(companyInternalPath('zh', '/labshopDistributors', params(''))).toBe('/zh/company/distributors');
    expect(companyInternalPath('en', '/data-center', params('code=catalog'))).toBe('/en/data-centre/catalog');
    expect(companyInternalPath('en', '/purchase-detail', params('id=2'))).toBe('/en/purchase-notices/id~2');
    expect(companyInternalPath('en', '/connectionUs', params(''))).toBeNull();
  });
});

test('the sitemap lists the contact page, every company page, each data-centre category and the notices', () => {
  expect(COMPANY_SITEMAP_PATHS).toEqual(
    expect.arrayContaining([
      '/connectionUs',
      '/labshop-profile',
      '/labshopCatalog',
      '/labshopDistributors',
      '/commonStaining',
      '/saveTransport',
      '/data-center?code=manual',
      '/purchase-detail',
    ]),
  );
});
