/**
 * Common cell lines with the medium and serum they are usually grown in (the medium
 * recommendation page, docs/product.md §2.4 item 4), and the 'medium' dictionary that names those
 * media in both languages. Each line points at its own node of the cell-bank tree (XB…).
 */
import type { Db } from '../db/client';
import { cellLines, sysDicts } from '../db/schema';
import { categoryCodes } from './categories';
import { joinEn, joinZh } from './goods-draft';
import { vocabulary, type CellLine } from './vocabulary';

type CellLineRow = typeof cellLines.$inferInsert;

/** The XB node of each cell line, by line name: categories.ts files the lines under XB with dictKey = name. */
const cellBankNodes = new Map(Object.entries(categoryCodes.cellBank));

function description(line: CellLine): { en: string; zh: string } {
  const aliases = line.aliases ?? [];
  return {
    en: `${line.species} cell line. Origin: ${line.tissue_en}.${aliases.length > 0 ? ` Also known as ${joinEn(aliases)}.` : ''}`,
    zh: `${line.zh}，来源于${line.tissue_zh}。${aliases.length > 0 ? `又称${joinZh(aliases)}。` : ''}`,
  };
}

function cellLineRows(): CellLineRow[] {
  return vocabulary.cellLines.map((line, i) => {
    const text = description(line);
    return {
      name: line.name,
      descriptionEn: text.en,
      descriptionZh: text.zh,
      speciesEn: line.species,
      speciesZh: line.species_zh,
      tissueEn: line.tissue_en,
      tissueZh: line.tissue_zh,
      growth: line.growth,
      mediumCode: line.medium,
      serumEn: line.serum,
      serumZh: line.serum_zh,
      categoryId: cellBankNodes.get(line.name) ?? null,
      sort: i + 1,
    };
  });
}

/** dictType 'medium': dictCode = goods.mediumCode = cell_lines.mediumCode. */
function mediumDictRows(): (typeof sysDicts.$inferInsert)[] {
  return vocabulary.media.map((medium, i) => ({
    dictType: 'medium',
    dictCode: medium.id,
    dictValueEn: medium.en,
    dictValueZh: medium.zh,
    remark: medium.type,
    sort: i + 1,
  }));
}

export async function insertCellLines(db: Db): Promise<number> {
  await db.insert(sysDicts).values(mediumDictRows()).onConflictDoNothing();
  const rows = cellLineRows();
  await db.insert(cellLines).values(rows);
  return rows.length;
}
