import { filingsOf } from './filings';

describe('the footer filings', () => {
  test('none without the variables, or with blank ones', () => {
    expect(filingsOf({})).toEqual({ icp: null, publicSecurity: null });
    expect(filingsOf({ ICP_NUMBER: '  ', PSB_FILING_NUMBER: '' })).toEqual({ icp: null, publicSecurity: null });
  });

  test('the ICP number links to the MIIT filing site, the public-security number to its record by code', () => {
    expect(filingsOf({ ICP_NUMBER: ' 沪ICP备12345678号-1 ', PSB_FILING_NUMBER: '沪公网安备 31010402000001号' })).toEqual({
      icp: { number: '沪ICP备12345678号-1', href: 'https://beian.miit.gov.cn/' },
      publicSecurity: { number: '沪公网安备 31010402000001号', href: 'https://beian.mps.gov.cn/#/query/webSearch?code=31010402000001' },
    });
  });

  test('a public-security number without a code links to the search; an overlong value is not shown', () => {
    expect(filingsOf({ PSB_FILING_NUMBER: '沪公网安备' }).publicSecurity?.href).toBe('https://beian.mps.gov.cn/#/query/webSearch');
    expect(filingsOf({ ICP_NUMBER: 'x'.repeat(61) }).icp).toBeNull();
  });
});
