/** @jest-environment node */
import { pagedPath } from './page-param';
import { keepWithinLastPage } from './last-page';

const hrefFor = (page: number) => pagedPath('/my-tracks', page);
const digestOf = (run: () => void): string => {
  try {
    run();
  } catch (signal) {
    return String((signal as { digest?: unknown }).digest);
  }
  return '';
};

describe('keepWithinLastPage', () => {
  it('sends a page past the last one of a list with entries to the last page', () => {
    expect(digestOf(() => keepWithinLastPage({ list: [], total: 41, pages: 3 }, 7, hrefFor, 'zh'))).toContain('/zh/my-tracks?page=3');
  });

  it('leaves a page with entries, an empty list and a page within the list alone', () => {
    expect(digestOf(() => keepWithinLastPage({ list: [1], total: 41, pages: 3 }, 7, hrefFor, 'en'))).toBe('');
    expect(digestOf(() => keepWithinLastPage({ list: [], total: 0, pages: 1 }, 7, hrefFor, 'en'))).toBe('');
    expect(digestOf(() => keepWithinLastPage({ list: [], total: 41, pages: 3 }, 3, hrefFor, 'en'))).toBe('');
  });
});
