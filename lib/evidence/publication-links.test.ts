/** @jest-environment node */
import { pubmedHref } from './publication-links';

describe('pubmedHref', () => {
  it('links a PMID to its PubMed page', () => {
    expect(pubmedHref('34812345')).toBe('https://pubmed.ncbi.nlm.nih.gov/34812345/');
    expect(pubmedHref(' 7 ')).toBe('https://pubmed.ncbi.nlm.nih.gov/7/');
  });

  it('links nothing that is not a PMID', () => {
    for (const junk of ['', '0', '00123', '12a45', 'PMID 34812345', '3481 2345', '-1', '1234567890', '../../evil', 'https://pubmed.ncbi.nlm.nih.gov/1/']) {
      expect(pubmedHref(junk)).toBeNull();
    }
  });
});
