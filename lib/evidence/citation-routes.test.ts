import { citationsHref, fromCitationsSegment, parseCitationsQuery, toCitationsSegment } from './citation-routes';

const params = (query: string) => new URLSearchParams(query);

describe('publications page URLs', () => {
  it('reads the goods id, the application and the page', () => {
    expect(parseCitationsQuery(params('id=12&application=WB&page=3'))).toEqual({ goodsId: 12, application: 'WB', page: 3 });
    expect(parseCitationsQuery(params('id=12'))).toEqual({ goodsId: 12, application: null, page: 1 });
  });

  it('has no page without a goods id, and ignores what is not an application code or a page', () => {
    expect(parseCitationsQuery(params('application=WB'))).toBeNull();
    expect(parseCitationsQuery(params('id=abc'))).toBeNull();
    expect(parseCitationsQuery(params('id=12&application=<script>&page=-4'))).toEqual({ goodsId: 12, application: null, page: 1 });
  });

  it('round-trips through the segment the proxy makes', () => {
    for (const query of [
      { goodsId: 12, application: null, page: 1 },
      { goodsId: 160, application: 'IHC-P', page: 2 },
    ]) {
      expect(fromCitationsSegment(toCitationsSegment(query))).toEqual(query);
    }
  });

  it('answers null for segments the proxy never makes', () => {
    for (const segment of ['12', '12.WB', '12.WB.0', '12.WB.x', 'x.-.1', '012.-.1', '12.W$B.1', '12.-.1.1', '%E0%A4%A.-.1']) {
      expect(fromCitationsSegment(segment)).toBeNull();
    }
  });

  it('builds the public URL, page 1 and all applications left out', () => {
    expect(citationsHref({ goodsId: 12, application: null, page: 1 })).toBe('/goods-citations?id=12');
    expect(citationsHref({ goodsId: 12, application: 'WB', page: 2 })).toBe('/goods-citations?id=12&application=WB&page=2');
  });
});
