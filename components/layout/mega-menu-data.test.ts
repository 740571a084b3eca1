/** @jest-environment node */
import type { Category } from '@/lib/api/categories';
import type { FeaturedGoods, FeaturedMenu } from '@/lib/api/featured-menus';
import { categoryMegaMenu, megaMenuGoods, productsMegaMenu } from './mega-menu-data';

const goods = (id: number): FeaturedGoods => ({ id, itemno: `G${id}`, title: `Goods ${id}`, cover: null, badges: [] });

const menu = (id: string, name: string, childIds: string[], goodsIds: number[]): FeaturedMenu => ({
  id,
  name,
  pids: ['CP'],
  linkUrl: null,
  children: childIds.map((child) => ({ id: child, name: `${name} ${child}`, pids: ['CP', id], linkUrl: null, goodsCount: 3 })),
  goods: goodsIds.map(goods),
});

const category = (id: string, name: string, children: Category[] = []): Category => ({
  id,
  name,
  pids: id === 'CP' ? [] : ['CP'],
  level: 2,
  linkUrl: null,
  navRecommend: false,
  tableType: 2,
  limitNum: null,
  image: null,
  goodsCount: 1,
  children,
});

const featured = [
  menu('CP002', 'Antibodies', ['CP002001', 'CP002002'], [1, 2, 3, 4, 5, 6, 7, 8]),
  menu('CP014', 'Instruments', ['CP014001'], [20, 21]),
  menu('CP001015001164', 'Culture medium', [], [30]),
];

describe('category mega-menus', () => {
  it('lists sub-categories with the links of the routing table and at most 6 goods', () => {
    expect(categoryMegaMenu('CP002', featured, []).subCategories).toEqual([
      { id: 'CP002001', name: 'Antibodies CP002001', href: '/antibody?id=CP002001' },
      { id: 'CP002002', name: 'Antibodies CP002002', href: '/antibody?id=CP002002' },
    ]);
    expect(megaMenuGoods('CP002', featured).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(categoryMegaMenu('CP014', featured, []).subCategories[0]?.href).toBe('/instrument?id=CP014001');
  });

  it('falls back to the category tree for sub-categories', () => {
    const tree = [category('CP001015001164', 'Culture medium', [category('CP001015001165', 'Classic media')])];
    expect(categoryMegaMenu('CP001015001164', featured, tree)).toEqual({
      subCategories: [{ id: 'CP001015001165', name: 'Classic media', href: '/bufferSolution?id=CP001015001165' }],
    });
    expect(megaMenuGoods('CP001015001164', featured)).toEqual([goods(30)]);
    expect(categoryMegaMenu('CP001015001020', [], [])).toEqual({ subCategories: [] });
    expect(megaMenuGoods('CP001015001020', [])).toEqual([]);
  });
});

describe('the Products mega-menu', () => {
  it('uses the level-2 categories as sub-items and takes goods from each in turn', () => {
    expect(productsMegaMenu(featured, []).subCategories.map((link) => link.href)).toEqual([
      '/antibody?id=CP002',
      '/instrument?id=CP014',
      '/bufferSolution?id=CP001015001164',
    ]);
    expect(megaMenuGoods('CP', featured).map((item) => item.id)).toEqual([1, 20, 30, 2, 21, 3]);
  });

  it('takes a goods item shared by two categories once', () => {
    const shared = [menu('CP002', 'Antibodies', [], [1, 2]), menu('CP014', 'Instruments', [], [1, 3])];
    expect(megaMenuGoods('CP', shared).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('uses the category tree when the featured menus are missing', () => {
    expect(productsMegaMenu([], [category('CP001', 'Reagents')])).toEqual({ subCategories: [{ id: 'CP001', name: 'Reagents', href: '/goods-list?id=CP001' }] });
    expect(megaMenuGoods('CP', [])).toEqual([]);
  });
});
