/**
 * A catalogue indexed before pinyin search is re-indexed by upgrading: migration 0015 empties the
 * derived search index and the API rebuilds it at start-up (docs/deploying.md), so 'kangti' finds
 * the antibodies without a command.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { seedIfEmpty } from '../seed';
import { seededApp } from '../testing/seeded-app';
import type { GoodsSearchAnswer } from '../../contract/search';

const GOODS = 300;
const seeded = seededApp(GOODS);

const search = (term: string, lang: string) =>
  seeded.data<GoodsSearchAnswer>('POST', '/online/togoods/searchGoods', { body: { search: term, record: false }, lang });

describe('upgrading a catalogue indexed before pinyin search', () => {
  test('the migration empties the index and the start-up rebuilds it, pinyin included', async () => {
    const migration = await readFile(new URL('../db/migrations/0015_search_pinyin_reindex.sql', import.meta.url), 'utf8');
    await seeded.db.execute(sql.raw(migration));
    assert.equal((await search('kangti', 'zh')).totalCount, 0, 'no index, nothing found');

    assert.equal(await seedIfEmpty(seeded.db, { goods: GOODS }), false, 'a seeded catalogue is not seeded again');
    for (const lang of ['en', 'zh']) {
      const found = await search('kangti', lang);
      assert.ok(found.totalCount > 0, `kangti finds antibodies again (${lang})`);
    }
    assert.ok((await search('GAPDH', 'en')).totalCount > 0, 'and a direct term as before');
  });
});
