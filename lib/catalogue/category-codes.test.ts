/** @jest-environment node */
import { CATEGORY, rootCode } from './category-codes';

describe('rootCode', () => {
  it('returns the leading letters of a code', () => {
    expect(rootCode('CP001015001020')).toBe('CP');
    expect(rootCode('CS0112')).toBe('CS');
    expect(rootCode(' FW002 ')).toBe('FW');
    expect(rootCode('XXPT')).toBe('XXPT');
  });

  it('returns an empty string for codes without letters', () => {
    expect(rootCode('123')).toBe('');
    expect(rootCode('')).toBe('');
  });
});

describe('CATEGORY', () => {
  it('holds the codes of docs/product.md §2.3', () => {
    expect(CATEGORY.CONSUMABLES).toBe('CP001015001020');
    expect(CATEGORY.CULTURE_MEDIUM).toBe('CP001015001164');
    expect(CATEGORY.CULTURE_MEDIUM_FILTER).toBe('CP001015001165');
    expect(CATEGORY.RECOMBINANT).toBe('CP001015001381');
    expect(CATEGORY.ANTIBODY_TABLE).toBe('CP002001');
  });
});
