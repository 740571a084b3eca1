import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cacheControlFor } from './files-routes';

describe('file cache headers', () => {
  test('hash-named gallery pyramids and thumbnails are immutable for a year', () => {
    for (const file of ['gallery/liver-he-ee2da435d5eb.jpg', 'gallery/liver-he-ee2da435d5eb.dzi', 'gallery/liver-he-ee2da435d5eb_files/11/3_2.jpeg']) {
      assert.equal(cacheControlFor(file), 'public, max-age=31536000, immutable', file);
    }
  });
  test('other files keep the one-day cache', () => {
    for (const file of ['gallery/liver-he.svg', 'banners/home.svg', 'gallery/liver-he-ee2da435d5eb.png', 'goods/gallery/x-ee2da435d5eb.jpg']) {
      assert.equal(cacheControlFor(file), 'public, max-age=86400', file);
    }
  });
});
