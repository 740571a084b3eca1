/**
 * The data centre's catalogues on demand (docs/product.md §2.4 item 7): /files/data-center/<name>.pdf
 * and its Chinese edition <name>-zh.pdf are written from the on-shelf goods on their first request
 * of the day and kept under DATA_DIR/generated/catalogues/<day>, so prices are at most a day old
 * and later requests read the file. A real file uploaded to DATA_DIR/files/data-center always wins
 * (the file route reads it first).
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import type { CjkFont } from '../fonts/cjk-font';
import { readOrGenerate } from '../evidence/generated-file';
import { SUPPLIER_NAME } from '../supplier';
import { CATALOGUES, catalogueData } from './catalogue-data';
import { renderCatalogue } from './catalogue-pdf';

/**
 * The catalogue and language a data-centre file name stands for; null when it is no catalogue.
 * @internal exported for its tests
 */
export function catalogueOf(fileName: string): { name: string; lang: 'en' | 'zh' } | null {
  const match = fileName.match(/^([a-z0-9-]+?)(-zh)?\.pdf$/);
  if (!match?.[1] || !Object.hasOwn(CATALOGUES, match[1])) return null;
  return { name: match[1], lang: match[2] ? 'zh' : 'en' };
}

/** The address of a data-centre file in a language: our catalogues have a Chinese edition, other files are as stored. */
export function localisedAttachmentUrl(url: string, lang: 'en' | 'zh'): string {
  const own = url.match(/^\/files\/data-center\/([a-z0-9-]+)\.pdf$/);
  return lang === 'zh' && own?.[1] && catalogueOf(`${own[1]}.pdf`) ? `/files/data-center/${own[1]}-zh.pdf` : url;
}

/** Removes the catalogues kept on earlier days (best effort: a failure only leaves old files). */
async function forgetEarlierDays(root: string, today: string): Promise<void> {
  try {
    for (const day of await readdir(root)) if (day !== today) await rm(path.join(root, day), { recursive: true, force: true });
  } catch {
    // Nothing kept yet.
  }
}

/** The catalogue PDF of a /files/data-center/ file name, written once a day; null when the name is no catalogue. */
export async function cataloguePdf(db: Db, dataDir: string, fileName: string, cjkFont: CjkFont | null = null, now = new Date()): Promise<Buffer | null> {
  const catalogue = catalogueOf(fileName);
  if (!catalogue) return null;
  const root = path.join(dataDir, 'generated', 'catalogues');
  const today = now.toISOString().slice(0, 10);
  return readOrGenerate(path.join(root, today, fileName), 'catalogue', async () => {
    const data = await catalogueData(db, catalogue.name);
    if (!data) return null;
    await forgetEarlierDays(root, today);
    return renderCatalogue(data, { lang: catalogue.lang, cjkFont, supplier: SUPPLIER_NAME.en, asOf: now });
  });
}
