/** @jest-environment node */
import { citationsJsonLd, ratingJsonLd } from './goods-json-ld';

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
          sameAs: 'https://pubmed.ncbi.nlm.nih.gov/36000021/',
          about: { '@type': 'Product', name: 'Anti-GAPDH antibody', url: 'https://shop.example/goodsdetail?id=12' },
        },
      },
      expect.objectContaining({ position: 22 }),
    ]);
  });

  it('names no PubMed page for an identifier that is not a PMID', () => {
    const list = citationsJsonLd([{ ...citation(1), pmid: 'n/a' }], { name: 'Kit', url: 'https://shop.example/goodsdetail?id=1' }, 1);
    expect(list.itemListElement).toEqual([expect.objectContaining({ item: expect.not.objectContaining({ sameAs: expect.anything() }) })]);
  });
});

describe('ratingJsonLd', () => {
  const evaluation = (id: number, rating: number) => ({
    id,
    rating,
    content: `Evaluation ${id}`,
    author: 'M***n',
    anonymous: true,
    skuDesc: '100 µL',
    createdAt: '2026-11-20T08:00:00.000Z',
  });

  it('is empty without evaluations: no rating markup for an unrated product', () => {
    expect(ratingJsonLd(null)).toEqual({});
    expect(ratingJsonLd({ list: [], totalCount: 0, average: null, currPage: 1, pageSize: 5 })).toEqual({});
  });

  it('carries the average and the count, not the evaluations again', () => {
    const list = [evaluation(1, 5), evaluation(2, 4), evaluation(3, 4)];
    const rating = ratingJsonLd({ list, totalCount: 9, average: 4.1, currPage: 1, pageSize: 5 });
    expect(rating).toEqual({ aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.1, reviewCount: 9, bestRating: 5, worstRating: 1 } });
  });
});
