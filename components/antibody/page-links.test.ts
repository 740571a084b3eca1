import { pageHref } from './page-links';

describe('finder page links', () => {
  it('adds the page as the last parameter, none for page 1', () => {
    expect(pageHref('/antibody?id=CP002&species=human', 3)).toBe('/antibody?id=CP002&species=human&page=3');
    expect(pageHref('/antibody?id=CP002', 1)).toBe('/antibody?id=CP002');
    expect(pageHref('/mediumRecommendation', 2)).toBe('/mediumRecommendation?page=2');
  });
});
