/**
 * Datasheets on demand (docs/product.md §2.6): a datasheet URL with no file in DATA_DIR/files is
 * written from the goods data on its first request and kept under DATA_DIR/generated/datasheets,
 * so later requests read the file. A real file uploaded to DATA_DIR/files/docs always wins.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import { datasheetOf } from '../../contract/evidence';
import { datasheetData } from './datasheet-data';
import { renderDatasheet } from './datasheet-pdf';
import { readOrGenerate } from './generated-file';
import type { CjkFont } from '../fonts/cjk-font';
import { SUPPLIER_NAME } from '../supplier';

async function render(db: Db, storedName: string, lang: 'en' | 'zh', cjkFont: CjkFont | null): Promise<Buffer | null> {
  const data = await datasheetData(db, storedName);
  if (!data) return null;
  return renderDatasheet(data, { lang, supplier: SUPPLIER_NAME.en, cjkFont });
}

/** The uploaded file of this /files/docs/ name, or null when none was uploaded. */
async function uploaded(dataDir: string, storedName: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(dataDir, 'files', 'docs', storedName));
  } catch {
    return null;
  }
}

/**
 * The datasheet of a /files/docs/ file name, generated once; null when the name is no datasheet of a goods item.
 * The Chinese edition of an uploaded datasheet is that upload: a real file always wins over a generated one.
 */
export async function datasheetPdf(db: Db, dataDir: string, fileName: string, cjkFont: CjkFont | null = null): Promise<Buffer | null> {
  const sheet = datasheetOf(fileName);
  if (!sheet || fileName.includes('/')) return null;
  if (sheet.lang === 'zh') {
    const real = await uploaded(dataDir, sheet.storedName);
    if (real) return real;
  }
  return readOrGenerate(path.join(dataDir, 'generated', 'datasheets', fileName), 'datasheet', () => render(db, sheet.storedName, sheet.lang, cjkFont));
}
