import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq } from 'drizzle-orm';
import { articles } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { articleCoverSvg, coverStyle, localisedCover, wrapTitle } from './article-cover';

const seeded = seededApp(0, { dataDir: true });

describe('article covers: drawing', () => {
  test('a title wraps into lines no wider than the box, at most four, the last ellipsed', () => {
    const english = wrapTitle('LabShop opens a new antibody validation laboratory in Suzhou with capacity for 2,000 antibodies a year', 9, 4);
    assert.ok(english.length === 4 && english[3]?.endsWith('…'), english.join(' / '));
    assert.ok(english.every((line) => line.length > 0 && !line.startsWith(' ')));
    const chinese = wrapTitle('苏州抗体验证实验室正式启用，每年可验证两千种抗体并提供完整数据', 9, 4);
    assert.ok(chinese.length >= 3, chinese.join(' / '));
    assert.ok(
      chinese.every((line) => [...line].length <= 9),
      chinese.join(' / '),
    );
    assert.deepEqual(wrapTitle('Short title', 9, 4), ['Short title']);
  });

  test('each content root has its own colour and picture; a sub-category takes its root’s', () => {
    assert.notEqual(coverStyle('XWZX').from, coverStyle('HDCX').from);
    assert.deepEqual(coverStyle('TJ001'), coverStyle('TJ'));
    const svg = articleCoverSvg({ title: 'Quarterly <news> & updates', categoryId: 'XWZX', categoryName: 'News' });
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="400"/);
    assert.match(svg, /Quarterly &#60;news&#62; &#38; updates/);
    assert.match(svg, new RegExp(coverStyle('XWZX').from));
    assert.doesNotMatch(svg, /#f4f6f8/, 'not the grey placeholder card');
  });

  test('the Chinese pages ask for the Chinese edition of our own covers only', () => {
    assert.equal(localisedCover('/files/articles/XWZX-3.svg', 'zh'), '/files/articles/XWZX-3.zh.svg');
    assert.equal(localisedCover('/files/articles/XWZX-3.svg', 'en'), '/files/articles/XWZX-3.svg');
    assert.equal(localisedCover('https://cdn.example/a.jpg', 'zh'), 'https://cdn.example/a.jpg');
    assert.equal(localisedCover(null, 'zh'), null);
  });
});

describe('article covers: served', () => {
  test('a news article’s cover carries its title in each language; the list names the edition of its language', async () => {
    const [news] = await seeded.db.select().from(articles).where(eq(articles.categoryId, 'XWZX')).orderBy(asc(articles.id)).limit(1);
    assert.ok(news?.cover);
    const english = await seeded.app.request(news.cover);
    assert.equal(english.headers.get('content-type'), 'image/svg+xml');
    const englishSvg = await english.text();
    assert.ok(englishSvg.includes(wrapTitle(news.titleEn, 340 / 38, 4)[0] ?? '?'), 'the English title');
    const chinese = await (await seeded.app.request(news.cover.replace(/\.svg$/, '.zh.svg'))).text();
    assert.ok(chinese.includes(wrapTitle(news.titleZh, 340 / 38, 4)[0] ?? '?'), 'the Chinese title');

    for (const lang of ['en', 'zh'] as const) {
      const response = await seeded.app.request('/operation/tiContent/data', {
        method: 'POST',
        headers: { lang, 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'XWZX' }),
      });
      const body = (await response.json()) as { data: { list: { id: number; cover: string | null }[] } };
      const listed: { cover: string | null } | undefined = body.data.list.find((article) => article.id === news.id);
      assert.equal(listed?.cover, lang === 'zh' ? news.cover.replace(/\.svg$/, '.zh.svg') : news.cover);
    }
  });
});
