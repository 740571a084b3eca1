/** @jest-environment node */
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { articlePageUrls, goodsPageUrls } from './pushed-pages';

describe('the pages pushed to Baidu', () => {
  it('names each goods detail page in English and Chinese on the site’s origin', () => {
    expect(goodsPageUrls('https://shop.example', [12, 13])).toEqual([
      'https://shop.example/goodsdetail?id=12',
      'https://shop.example/zh/goodsdetail?id=12',
      'https://shop.example/goodsdetail?id=13',
      'https://shop.example/zh/goodsdetail?id=13',
    ]);
  });

  it('names a published article on its category’s route, and leaves out an article not published', () => {
    const published = [
      { id: 7, categoryId: `${CATEGORY.EXPERIMENTAL_PLANS}01` },
      { id: 8, categoryId: 'CP00501' },
    ];
    expect(articlePageUrls('https://shop.example', [7, 99], published)).toEqual([
      'https://shop.example/experimentalPlanDetail?id=7',
      'https://shop.example/zh/experimentalPlanDetail?id=7',
    ]);
  });
});
