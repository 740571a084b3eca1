/** @jest-environment node */
import { categoryHref, categoryRoute, compareCategoriesForMenu, goodsHref, inferAncestors, sortCategoriesForMenu } from './category-routing';

describe('categoryRoute: docs/product.md §2.3 table', () => {
  it.each([
    ['CP', 'productAll', '/product?flag=all'],
    ['FW', 'testingServiceAll', '/testingService?flag=all'],
    ['CP001', 'goodsList', '/goods-list?id=CP001'],
    ['CP002', 'antibody', '/antibody?id=CP002'],
    ['CP003', 'antibody', '/antibody?id=CP003'],
    ['CP009', 'antibody', '/antibody?id=CP009'],
    ['CP014', 'instrument', '/instrument?id=CP014'],
    ['CP001015001020', 'consumables', '/consumables?id=CP001015001020'],
    ['CP001015001381', 'recombinant', '/recombinan?id=CP001015001381'],
    ['CP001015001164', 'bufferSolution', '/bufferSolution?id=CP001015001164'],
    ['CP001015001165', 'bufferSolution', '/bufferSolution?id=CP001015001165'],
    ['XB', 'cellBank', '/cell-bank?id=XB'],
    ['XXPT', 'learningSupport', '/learning-support?id=XXPT'],
    ['FW001', 'goodsList', '/goods-list?id=FW001'],
    ['FW002', 'cro', '/cro?id=FW002'],
    ['TJ', 'experimentalPlanList', '/experimentalPlanList?id=TJ'],
    ['CS', 'promotionTrialList', '/promotionTrialList?id=CS'],
    ['TK', 'gallery', '/LibraryClassification'],
    ['TK003', 'gallery', '/GallerySecond?id=TK003'],
  ])('%s → %s', (id, kind, href) => {
    expect(categoryRoute({ id })).toEqual({ kind, href });
  });
});

describe('categoryRoute: descendants', () => {
  it('route like their nearest listed ancestor, keeping their own id', () => {
    expect(categoryHref({ id: 'CP002001', pids: 'CP,CP002' })).toBe('/antibody?id=CP002001');
    expect(categoryHref({ id: 'CP014002', pids: ['CP', 'CP014'] })).toBe('/instrument?id=CP014002');
    expect(categoryHref({ id: 'XB001', pids: 'XB' })).toBe('/cell-bank?id=XB001');
    expect(categoryHref({ id: 'TJ430', pids: 'TJ' })).toBe('/experimentalPlanList?id=TJ430');
    expect(categoryHref({ id: 'FW002003', pids: 'FW,FW002' })).toBe('/cro?id=FW002003');
  });

  it('prefer the nearest ancestor over a farther one', () => {
    // Consumables sit under reagents (CP001); the nearer CP001015001020 wins.
    expect(categoryHref({ id: 'CP001015001020005', pids: 'CP,CP001,CP001015,CP001015001,CP001015001020' })).toBe('/consumables?id=CP001015001020005');
    // Whatever order pids arrive in.
    expect(categoryHref({ id: 'CP001015001020005', pids: 'CP001015001020,CP001,CP' })).toBe('/consumables?id=CP001015001020005');
    expect(categoryHref({ id: 'CP001015', pids: 'CP,CP001' })).toBe('/goods-list?id=CP001015');
  });

  it('infer ancestors from the code when pids are missing', () => {
    expect(categoryHref({ id: 'CP002001' })).toBe('/antibody?id=CP002001');
    expect(categoryHref({ id: 'CP001015001164002', pids: '' })).toBe('/bufferSolution?id=CP001015001164002');
    expect(categoryHref({ id: 'CP001007', pids: null })).toBe('/goods-list?id=CP001007');
  });

  it('send unlisted children of CP and FW to the goods list, not the full listing', () => {
    expect(categoryRoute({ id: 'CP005', pids: 'CP' })).toEqual({ kind: 'goodsList', href: '/goods-list?id=CP005' });
    expect(categoryRoute({ id: 'FW003', pids: 'FW' })).toEqual({ kind: 'goodsList', href: '/goods-list?id=FW003' });
  });
});

describe('categoryRoute: promotion-trial tree', () => {
  it('opens the trial list for any node of the CS tree', () => {
    expect(categoryHref({ id: 'CS0112', pids: 'CS' })).toBe('/promotionTrialList?id=CS0112');
    expect(categoryHref({ id: 'CS0112' })).toBe('/promotionTrialList?id=CS0112');
  });

  it("uses the category's own link when it is a site path or http(s) URL", () => {
    expect(categoryRoute({ id: 'CS0113', pids: 'CS', linkUrl: ' /promotionTrialDetail?id=9 ' })).toEqual({
      kind: 'link',
      href: '/promotionTrialDetail?id=9',
    });
    expect(categoryHref({ id: 'CS0113', pids: 'CS', linkUrl: 'https://example.com/trial' })).toBe('https://example.com/trial');
  });

  it('ignores blank and unsafe links', () => {
    for (const linkUrl of ['', '  ', null, 'javascript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      expect(categoryHref({ id: 'CS0113', pids: 'CS', linkUrl })).toBe('/promotionTrialList?id=CS0113');
    }
  });

  it('ignores linkUrl outside the trial tree', () => {
    expect(categoryHref({ id: 'CP002', linkUrl: '/elsewhere' })).toBe('/antibody?id=CP002');
  });
});

describe('categoryRoute: ids', () => {
  it('trims and encodes the id', () => {
    expect(categoryHref({ id: ' CP002 ' })).toBe('/antibody?id=CP002');
    expect(categoryHref({ id: 'a b&c' })).toBe('/goods-list?id=a%20b%26c');
  });
});

describe('inferAncestors', () => {
  it('splits root letters and 3-digit segments', () => {
    expect(inferAncestors('CP001015001020')).toEqual(['CP', 'CP001', 'CP001015', 'CP001015001']);
    expect(inferAncestors('TJ430')).toEqual(['TJ']);
    expect(inferAncestors('CS0112')).toEqual(['CS']);
    expect(inferAncestors('XXPT')).toEqual([]);
    expect(inferAncestors('123')).toEqual([]);
  });
});

describe('goodsHref', () => {
  it('opens the detail page', () => {
    expect(goodsHref(42)).toBe('/goodsdetail?id=42');
    expect(goodsHref('A 1')).toBe('/goodsdetail?id=A%201');
    expect(goodsHref(7, { onShelf: true })).toBe('/goodsdetail?id=7');
    expect(goodsHref(7, { onShelf: null })).toBe('/goodsdetail?id=7');
  });

  it('sends off-shelf goods to /404', () => {
    for (const onShelf of [false, 0, '0', 'false']) expect(goodsHref(7, { onShelf })).toBe('/404');
  });

  it('opens trial goods on the trial detail page', () => {
    expect(goodsHref(7, { trial: true })).toBe('/promotionTrialDetail?id=7');
  });
});

describe('compareCategoriesForMenu', () => {
  it('puts consumables first, then sorts by sort, then id', () => {
    const sorted = sortCategoriesForMenu([
      { id: 'CP014', sort: 1 },
      { id: 'CP003', sort: 2 },
      { id: 'CP002', sort: 2 },
      { id: 'CP001015001020', sort: 99 },
      { id: 'CP009' },
      { id: 'CP001', sort: '0' },
    ]);
    expect(sorted.map((category) => category.id)).toEqual(['CP001015001020', 'CP001', 'CP014', 'CP002', 'CP003', 'CP009']);
  });

  it('is consistent in both directions and zero for equal entries', () => {
    const consumables = { id: 'CP001015001020', sort: 5 };
    const other = { id: 'CP001', sort: 0 };
    expect(compareCategoriesForMenu(consumables, other)).toBeLessThan(0);
    expect(compareCategoriesForMenu(other, consumables)).toBeGreaterThan(0);
    expect(compareCategoriesForMenu(other, { ...other })).toBe(0);
  });

  it('does not modify its input', () => {
    const input = [{ id: 'B' }, { id: 'A' }];
    sortCategoriesForMenu(input);
    expect(input.map((category) => category.id)).toEqual(['B', 'A']);
  });
});
