/** @jest-environment node */
import { citationJsonLd } from './goods-json-ld';

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

describe('citationJsonLd', () => {
  it('describes each citation as a ScholarlyArticle with its journal and PMID, at most ten', () => {
    const list = Array.from({ length: 14 }, (_, i) => citation(i + 1));
    const articles = citationJsonLd({ list, totalCount: 14, citationCount: 14, applications: [] });
    expect(articles).toHaveLength(10);
    expect(articles[0]).toEqual({
      '@type': 'ScholarlyArticle',
      headline: 'Paper 1',
      author: 'Zhang Y, Smith J, et al.',
      datePublished: '2025',
      isPartOf: { '@type': 'Periodical', name: 'Cell Reports' },
      identifier: { '@type': 'PropertyValue', propertyID: 'PMID', value: '36000001' },
    });
  });
});
