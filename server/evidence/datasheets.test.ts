import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { goods, goodsDocuments } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { pdfLines } from '../testing/pdf-lines';

/** The datasheet of the most cited antibody that has one. */
async function citedDatasheet() {
  const [row] = await seeded.db
    .select({ url: goodsDocuments.url, itemno: goods.itemno, cited: goods.citationCount })
    .from(goodsDocuments)
    .innerJoin(goods, eq(goods.id, goodsDocuments.goodsId))
    .where(and(like(goodsDocuments.url, '%-datasheet.pdf'), like(goods.itemno, 'AB%')))
    .orderBy(desc(goods.citationCount))
    .limit(1);
  assert.ok(row, 'the demo catalogue has antibody datasheets');
  return row;
}

/** Page objects of a PDF: pdfkit writes '/Type /Page' once per page ('/Type /Pages' is the tree). */
const pageCount = (pdf: string) => (pdf.match(/\/Type \/Page\b(?!s)/g) ?? []).length;

const seeded = seededApp(500, { dataDir: true });

describe('datasheets', () => {
  test('a datasheet URL answers a multi-page PDF of the goods item, cached for a day', async () => {
    const sheet = await citedDatasheet();
    const response = await seeded.app.request(sheet.url);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    assert.match(response.headers.get('cache-control') ?? '', /max-age=86400/);
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('latin1');
    assert.equal(text.slice(0, 5), '%PDF-');
    assert.ok(pageCount(text) >= 2, `at least 2 pages, got ${pageCount(text)}`);
    assert.ok(bytes.length > 5_000, 'more than a stub');
    // The Cat. No. is in the document information (uncompressed), as the title.
    assert.ok(text.includes(`(${sheet.itemno} Datasheet)`), 'names the Cat. No.');
  });

  test('is generated once and kept on disk; the Chinese edition is its own file', async () => {
    const sheet = await citedDatasheet();
    const name = path.basename(sheet.url);
    const first = Buffer.from(await (await seeded.app.request(sheet.url)).arrayBuffer());
    const kept = path.join(seeded.dataDir, 'generated', 'datasheets', name);
    assert.ok((await stat(kept)).size === first.length);
    const again = Buffer.from(await (await seeded.app.request(sheet.url)).arrayBuffer());
    assert.ok(first.equals(again));
    const zh = await seeded.app.request(sheet.url.replace(/\.pdf$/, '-zh.pdf'));
    assert.equal(zh.status, 200);
    const zhText = Buffer.from(await zh.arrayBuffer()).toString('latin1');
    assert.ok(pageCount(zhText) >= 2);
    assert.ok(!first.equals(Buffer.from(zhText, 'latin1')), 'the Chinese edition differs (its note or its text)');
  });

  test('an uploaded datasheet wins: its Chinese link answers the uploaded file, not a generated edition', async () => {
    const sheet = await citedDatasheet();
    const name = path.basename(sheet.url);
    const docs = path.join(seeded.dataDir, 'files', 'docs');
    await mkdir(docs, { recursive: true });
    const upload = Buffer.from("%PDF-1.4 the supplier's own datasheet");
    await writeFile(path.join(docs, name), upload);
    try {
      const zh = await seeded.app.request(sheet.url.replace(/\.pdf$/, '-zh.pdf'));
      assert.equal(zh.status, 200);
      assert.ok(Buffer.from(await zh.arrayBuffer()).equals(upload));
    } finally {
      await rm(path.join(docs, name));
    }
  });

  test('every line of text stays within the margins, a long Description included', async () => {
    // The least cited antibody (no other test has generated its sheet yet), with a Description of several paragraphs' length.
    const [row] = await seeded.db
      .select({ id: goods.id, url: goodsDocuments.url })
      .from(goodsDocuments)
      .innerJoin(goods, eq(goods.id, goodsDocuments.goodsId))
      .where(and(like(goodsDocuments.url, '%-datasheet.pdf'), like(goods.itemno, 'AB%')))
      .orderBy(asc(goods.citationCount), asc(goods.id))
      .limit(1);
    assert.ok(row);
    const sentence = 'Raised against a synthetic peptide of the target, affinity purified and validated in several applications and species. ';
    await seeded.db
      .update(goods)
      .set({ descriptionEn: sentence.repeat(12) })
      .where(eq(goods.id, row.id));
    const bytes = Buffer.from(await (await seeded.app.request(row.url)).arrayBuffer());
    const lines = pdfLines(bytes);
    const description = lines.filter((line) => line.text.includes('synthetic peptide'));
    assert.ok(description.length >= 8, `the Description wraps over several lines, got ${description.length}`);
    // A4 is 595.28 pt wide; the text box is 50 pt in from either side.
    for (const line of lines) {
      assert.ok(line.x >= 49.5, `starts inside the left margin: ${line.x} "${line.text}"`);
      assert.ok(line.x + line.width <= 595.28 - 50 + 0.5, `ends inside the right margin: ${(line.x + line.width).toFixed(1)} "${line.text}"`);
    }
  });

  test('a datasheet name no goods item has keeps the one-page placeholder; other documents too', async () => {
    const unknown = await seeded.app.request('/files/docs/none-XX00000-datasheet.pdf');
    assert.equal(unknown.status, 200);
    assert.ok(pageCount(Buffer.from(await unknown.arrayBuffer()).toString('latin1')) === 1);
  });
});
