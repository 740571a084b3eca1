import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq } from 'drizzle-orm';
import { lots } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import type { CoaLot } from '../../contract/coa';
import { BATCH_REQUIRED } from '../../contract/coa-limits';
import { createCertificateCache } from './certificate-cache';
import { findCjkFont } from '../fonts/cjk-font';
import { readEnv, settingsFrom } from '../env';
import { certificatePdf, releaseDate, winAnsiText } from './certificate-pdf';

const seeded = seededApp(300);
const { call, data, request } = seeded;

const search = (body: Record<string, unknown>, lang?: string) => data<{ list: CoaLot[]; totalCount: number }>('POST', '/online/toCoa/search', { body, lang });
const firstLot = async () => {
  const [lot] = await seeded.db.select().from(lots).orderBy(asc(lots.id)).limit(1);
  if (!lot) throw new Error('the seed made no lots');
  return lot;
};
/** The text of an uncompressed PDF: each TJ array's hex strings (split where pdfkit kerns), decoded and joined. */
function pdfText(bytes: Buffer): string {
  return [...bytes.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map(([, array]) => [...(array ?? '').matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1')).join(''))
    .join('\n');
}

const pdf = (path: string, headers: Record<string, string> = {}) => seeded.app.request(path, { headers });

describe('COA lookup', () => {
  test('a batch number finds its lot with the QC results, in either case and language', async () => {
    const lot = await firstLot();
    const en = await search({ batch: lot.batch.toLowerCase() });
    assert.equal(en.totalCount, 1);
    const [found] = en.list;
    assert.equal(found?.batch, lot.batch);
    assert.equal(found?.itemno, lot.itemno);
    assert.match(found?.manufactureDate ?? '', /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(found && found.expiryDate > found.manufactureDate);
    assert.ok((found?.tests.length ?? 0) >= 4);
    assert.ok(found?.tests.every((each) => each.passed && each.specification && each.result));
    const zh = await search({ batch: lot.batch }, 'zh');
    assert.equal(zh.list[0]?.tests[0]?.test, '外观');
  });

  test('the Cat. No. narrows the lookup: the wrong one finds nothing', async () => {
    const lot = await firstLot();
    assert.equal((await search({ batch: lot.batch, itemno: lot.itemno.toLowerCase() })).totalCount, 1);
    assert.equal((await search({ batch: lot.batch, itemno: 'R99999' })).totalCount, 0);
    assert.equal((await search({ batch: lot.batch, itemno: '  ' })).totalCount, 1);
  });

  test('an unknown batch is an empty list, not an error', async () => {
    assert.deepEqual(await search({ batch: 'ZZ00000-9901A' }), { list: [], totalCount: 0 });
  });

  test('a missing or blank batch answers 400 naming the field with the required message', async () => {
    for (const body of [{}, { batch: '' }, { batch: '   ' }, { itemno: 'AB10001' }]) {
      const envelope = await call('POST', '/online/toCoa/search', { body });
      assert.equal(envelope.code, 400);
      assert.equal(envelope.msg, `batch: ${BATCH_REQUIRED}`);
    }
    const bad = await call('POST', '/online/toCoa/search', { body: { batch: 'AB1<script>' } });
    assert.equal(bad.code, 400);
    assert.match(bad.msg, /^batch: /);
  });

  test('every kind of goods with lots has some, several lots per goods item, batch numbers carrying the Cat. No.', async () => {
    const all = await seeded.db.select({ goodsId: lots.goodsId, itemno: lots.itemno, batch: lots.batch }).from(lots);
    const kinds = new Set(all.map((lot) => /^[A-Z]+/.exec(lot.itemno)?.[0]));
    for (const kind of ['AB', 'AC', 'AS', 'P', 'R', 'C', 'M', 'MC', 'MS']) assert.ok(kinds.has(kind), `lots of ${kind}`);
    assert.ok(!kinds.has('S') && !kinds.has('IN'), 'services and instruments have no lots');
    for (const lot of all) assert.match(lot.batch, new RegExp(`^${lot.itemno.replace(/[.-]/g, '\\$&')}-\\d{4}[A-C]$`));
    const perGoods = new Map<number, number>();
    for (const lot of all) perGoods.set(lot.goodsId, (perGoods.get(lot.goodsId) ?? 0) + 1);
    assert.ok([...perGoods.values()].every((n) => n >= 2 && n <= 4));
  });
});

describe('COA certificate', () => {
  test('a lot downloads as a PDF naming its batch, cacheable', async () => {
    const lot = await firstLot();
    const response = await pdf(`/online/toCoa/pdf/${lot.id}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    assert.match(response.headers.get('cache-control') ?? '', /max-age=\d+/);
    assert.match(response.headers.get('content-disposition') ?? '', new RegExp(`COA-${lot.batch}\\.pdf`));
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = bytes.toString('latin1');
    assert.ok((text.match(/\/Type \/Page\b/g) ?? []).length >= 1, 'has a page');
    assert.ok(text.includes(`(Certificate of Analysis ${lot.itemno} ${lot.batch})`), 'the batch is in the title');
    // Served from the cache the second time: the same bytes.
    const again = Buffer.from(await (await pdf(`/online/toCoa/pdf/${lot.id}`)).arrayBuffer());
    assert.ok(again.equals(bytes));
  });

  test('a batch with quotes or a line break cannot break the Content-Disposition header', async () => {
    const [lot] = await seeded.db.select().from(lots).orderBy(asc(lots.id)).limit(1).offset(1);
    assert.ok(lot);
    await seeded.db.update(lots).set({ batch: 'B"1;\r\nx=批' }).where(eq(lots.id, lot.id));
    try {
      const response = await pdf(`/online/toCoa/pdf/${lot.id}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-disposition'), 'attachment; filename="COA-B_1___x__.pdf"');
    } finally {
      await seeded.db.update(lots).set({ batch: lot.batch }).where(eq(lots.id, lot.id));
    }
  });

  test('Chinese is asked for by header or query; without a CJK font it is written in English', async () => {
    const lot = await firstLot();
    for (const response of [await pdf(`/online/toCoa/pdf/${lot.id}?lang=zh`), await pdf(`/online/toCoa/pdf/${lot.id}`, { lang: 'zh' })]) {
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-language'), findCjkFont() ? 'zh' : 'en');
    }
  });

  test('an unknown lot answers a 404 envelope, a malformed id a 400 envelope', async () => {
    const unknown = await request('GET', '/online/toCoa/pdf/999999');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.envelope.code, 3);
    assert.match(unknown.envelope.msg, /^lotId: /);
    for (const id of ['abc', '0', '-1', '2147483648', '1.5']) {
      const bad = await request('GET', `/online/toCoa/pdf/${id}`);
      assert.equal(bad.status, 400, id);
      assert.equal(bad.envelope.code, 400);
      assert.match(bad.envelope.msg, /^lotId: /);
    }
  });

  test('the certificate: uncompressed, it holds the results table and the QA release', async () => {
    const lot = (await search({ batch: (await firstLot()).batch })).list[0] as CoaLot;
    const text = pdfText(await certificatePdf(lot, { lang: 'en', compress: false }));
    for (const word of ['Certificate of Analysis', 'Specification', 'Conclusion', 'Approved by Quality Assurance', lot.batch, lot.tests[1]?.result ?? '?']) {
      assert.ok(text.includes(word), word);
    }
    assert.throws(() => certificatePdf(lot, { lang: 'zh', cjkFont: null }), /CJK font/);
  });

  // Runs where the machine has a CJK font (COA_CJK_FONT or a Debian font package); elsewhere the English path above is the one served.
  test('with a CJK font, a Chinese certificate is written in Chinese', { skip: findCjkFont() ? false : 'no CJK font on this machine' }, async () => {
    const lot = (await search({ batch: (await firstLot()).batch }, 'zh')).list[0] as CoaLot;
    const bytes = await certificatePdf(lot, { lang: 'zh', cjkFont: findCjkFont(), compress: false });
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    // The CJK font is embedded as a subset, as TrueType (FontFile2) or, from an OpenType/CFF
    // collection such as Debian's Noto Sans CJK .ttc, as CFF (FontFile3); Helvetica is not used at all.
    assert.match(bytes.toString('latin1'), /\/FontFile[23]\b/);
    assert.doesNotMatch(bytes.toString('latin1'), /\/BaseFont \/Helvetica/);
  });

  test('helpers: release a week after manufacture; WinAnsi spellings; a bounded cache', async () => {
    assert.equal(releaseDate('2024-12-28'), '2025-01-04');
    assert.equal(winAnsiText('≥ 90% · −20 °C · SAL 10⁻⁶ · 50 µL'), '>= 90% · -20 °C · SAL 10-6 · 50 µL');
    assert.equal(winAnsiText('中文'), '??');
    const cache = createCertificateCache(2);
    let made = 0;
    const make = async () => Buffer.from(String((made += 1)));
    await cache.get(1, 'en', make);
    await cache.get(1, 'en', make);
    await cache.get(2, 'en', make);
    await cache.get(3, 'en', make);
    assert.equal(made, 3);
    assert.equal(cache.size(), 2);
    // A failed drawing is not kept: the next ask draws again.
    await assert.rejects(cache.get(4, 'en', () => Promise.reject(new Error('no'))));
    await cache.get(4, 'en', make);
    assert.equal(made, 4);
  });

  test('a CJK font is found from the configured path or the usual places', () => {
    assert.deepEqual(
      findCjkFont('/fonts/x.ttc#Face', (path) => path === '/fonts/x.ttc'),
      { path: '/fonts/x.ttc', family: 'Face' },
    );
    assert.equal(
      findCjkFont('/missing.ttf', () => false),
      null,
    );
    assert.equal(findCjkFont(undefined, (path) => path.includes('wqy-microhei'))?.family, 'WenQuanYiMicroHei');
    assert.equal(
      findCjkFont('', () => false),
      null,
    );
  });

  test('one font for certificates and datasheets, configured by COA_CJK_FONT or DATASHEET_CJK_FONT (read by env.ts)', () => {
    const font = process.execPath; // Any file that exists stands in for a font file here.
    assert.deepEqual(settingsFrom(readEnv({ COA_CJK_FONT: `${font}#Face` })).cjkFont, { path: font, family: 'Face' });
    assert.deepEqual(settingsFrom(readEnv({ DATASHEET_CJK_FONT: font })).cjkFont, { path: font });
    assert.deepEqual(settingsFrom(readEnv({ COA_CJK_FONT: font, DATASHEET_CJK_FONT: '/missing.ttf' })).cjkFont, { path: font });
    assert.equal(settingsFrom(readEnv({ DATASHEET_CJK_FONT: '/missing.ttf' })).cjkFont, null);
  });
});
