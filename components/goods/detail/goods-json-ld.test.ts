/** @jest-environment node */
import { citationsJsonLd } from './goods-json-ld';

const citation = (id: number) => ({
  id,
  pmid: String(36_000_000 + id),
  authors: 'Zhang Y, Smith J, et al.',
  title: `Paper ${id}`,
  journal: 'Cell Reports',
  year: 2025,
  application: { code: 'WB', name: 'Western blot' },
  species: { code: 'human', name: 'Human' },
});

describe('citationsJsonLd', () => {
  it('lists a page of citations as ScholarlyArticles about the product, numbered on from the earlier pages', () => {
    const about = { name: 'Anti-GAPDH antibody', url: 'https://shop.example/goodsdetail?id=12' };
    const list = citationsJsonLd([citation(21), citation(22)], about, 21);
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 21,
        item: {
          '@type': 'ScholarlyArticle',
          headline: 'Paper 21',
          author: 'Zhang Y, Smith J, et al.',
          datePublished: '2025',
          isPartOf: { '@type': 'Periodical', name: 'Cell Reports' },
          identifier: { '@type': 'PropertyValue', propertyID: 'PMID', value: '36000021' },
          about: { '@type': 'Product', name: 'Anti-GAPDH antibody', url: 'https://shop.example/goodsdetail?id=12' },
        },
      },
      expect.objectContaining({ position: 22 }),
    ]);
  });
});
