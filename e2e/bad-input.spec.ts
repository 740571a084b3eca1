/**
 * Pages given input the database cannot hold: the API refuses a NUL with a 400 naming the field
 * (docs/architecture.md §8), so the search page shows no results instead of failing with 500.
 */
import { expect, test } from '@playwright/test';

for (const path of ['/search-result?search=a%00b', '/zh/search-result?search=a%00b']) {
  test(`${path} answers 200`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
}
