/** @jest-environment node */
import {
  certificateHref,
  coaQueryError,
  fromCoaSegment,
  fromPrimerSegment,
  labToolPath,
  parseCertificateFile,
  parseCoaQuery,
  parsePrimerQuery,
  primerHref,
  toCoaSegment,
  toPrimerSegment,
} from './lab-tools-query';

const params = (query: string) => new URLSearchParams(query);

describe('COA lookup URL', () => {
  it('tells a first visit from a sent form with blank fields', () => {
    expect(parseCoaQuery(params(''))).toEqual({ submitted: false, batch: '', itemno: '' });
    expect(parseCoaQuery(params('batch=&itemno='))).toEqual({ submitted: true, batch: '', itemno: '' });
    expect(parseCoaQuery(params('batch=%20AB10001-2406A%20&itemno=AB 10001'))).toEqual({ submitted: true, batch: 'AB10001-2406A', itemno: 'AB10001' });
  });

  it('round-trips through the segment, blank and odd values included', () => {
    for (const query of [
      { submitted: false, batch: '', itemno: '' },
      { submitted: true, batch: '', itemno: '' },
      { submitted: true, batch: 'AB10001M-2404C', itemno: '' },
      { submitted: true, batch: 'x/y.z~%', itemno: '批号' },
    ]) {
      expect(fromCoaSegment(toCoaSegment(query))).toEqual(query);
      expect(fromCoaSegment(encodeURIComponent(toCoaSegment(query)))).toEqual(query);
    }
    expect(fromCoaSegment('junk')).toEqual({ submitted: false, batch: '', itemno: '' });
  });
});

describe('COA lookup checks', () => {
  it('asks for the batch only once the form is sent, and refuses signs a label never has', () => {
    expect(coaQueryError({ submitted: false, batch: '', itemno: '' })).toBeNull();
    expect(coaQueryError({ submitted: true, batch: '', itemno: 'AB10001' })).toBe('batchRequired');
    expect(coaQueryError({ submitted: true, batch: 'AB<1>', itemno: '' })).toBe('batchInvalid');
    expect(coaQueryError({ submitted: true, batch: 'AB10001-2406A', itemno: 'AB 1' })).toBe('itemnoInvalid');
    expect(coaQueryError({ submitted: true, batch: 'ab10001-2406a', itemno: 'AB10001' })).toBeNull();
  });
});

describe('primer library URL', () => {
  it('keeps known species and pages from 2, drops the rest', () => {
    expect(parsePrimerQuery(params('keyword=%20gapdh%20%20h&species=human&page=3'))).toEqual({ keyword: 'gapdh h', species: 'human', page: 3 });
    expect(parsePrimerQuery(params('species=dog&page=-1'))).toEqual({ keyword: '', species: '', page: 1 });
  });

  it('round-trips through the segment and writes canonical links', () => {
    const query = { keyword: 'β-肌动蛋白 2', species: 'mouse' as const, page: 2 };
    expect(fromPrimerSegment(toPrimerSegment(query))).toEqual(query);
    expect(toPrimerSegment({ keyword: '', species: '', page: 1 })).toBe('all');
    expect(fromPrimerSegment('all')).toEqual({ keyword: '', species: '', page: 1 });
    expect(primerHref({ keyword: '', species: '', page: 1 })).toBe('/primer-library');
    expect(primerHref({ keyword: 'TP53', species: 'human', page: 2 })).toBe('/primer-library?keyword=TP53&species=human&page=2');
  });
});

describe('proxy paths and certificates', () => {
  it('rewrites only the two public pages', () => {
    expect(labToolPath('zh', '/coa-reportsearch', params('batch=A1'))).toBe(`/zh/coa-search/${toCoaSegment({ submitted: true, batch: 'A1', itemno: '' })}`);
    expect(labToolPath('en', '/coa-reportsearch', params(''))).toBe('/en/coa-search/form');
    expect(labToolPath('en', '/primer-library', params('page=2'))).toBe('/en/primer-search/page~2');
    expect(labToolPath('en', '/coa-search', params(''))).toBeNull();
  });

  it('names certificates by lot id and language, and reads the file name back', () => {
    expect(certificateHref(12, 'en')).toBe('/coa-certificates/12.pdf');
    expect(certificateHref(12, 'zh')).toBe('/coa-certificates/12.pdf?lang=zh');
    expect(parseCertificateFile('12.pdf')).toBe(12);
    for (const file of ['0.pdf', '012.pdf', '12.PDF', '12', 'a.pdf', '99999999999.pdf', '2147483648.pdf']) expect(parseCertificateFile(file)).toBeNull();
  });
});
