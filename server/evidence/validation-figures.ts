/**
 * Which validation figures an antibody shows and what their legends say (docs/product.md §2.6):
 * one per validated technique — western blot, immunofluorescence, immunohistochemistry, flow
 * cytometry — on samples of the first species it reacts with, at the figure dilution.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, sysDicts } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { figureDilution, statedMolecularWeight, validationSamples } from '../../contract/evidence';
import type { ValidationFigure } from '../../contract/validation';

export const FIGURE_WIDTH = 480;
export const FIGURE_HEIGHT = 360;

const CLONALITY = ['polyclonal', 'monoclonal', 'recombinant-monoclonal'];

/** The goods fields figures are made from. */
export interface FigureSource {
  itemno: string;
  applicationCodes: string[];
  speciesCodes: string[];
  labels: string[];
  featuresEn: string | null;
  descriptionEn: string | null;
}

/** The figures of an antibody, with its application codes; none for other goods. */
export function figurePlan(item: FigureSource): { kind: ValidationFigure['kind']; application: string }[] {
  if (!item.labels.some((label) => CLONALITY.includes(label))) return [];
  const apps = item.applicationCodes;
  const plan: { kind: ValidationFigure['kind']; application: string }[] = [];
  if (apps.includes('WB')) plan.push({ kind: 'wb', application: 'WB' });
  const imaging = apps.find((code) => ['IF', 'ICC', 'IHC-F'].includes(code));
  if (imaging) plan.push({ kind: 'if', application: imaging });
  if (apps.includes('IHC-P')) plan.push({ kind: 'ihc', application: 'IHC-P' });
  if (apps.includes('FC')) plan.push({ kind: 'fc', application: 'FC' });
  return plan;
}

/** The goods columns a figure plan reads. */
export const FIGURE_SOURCE_COLUMNS = {
  itemno: goods.itemno,
  applicationCodes: goods.applicationCodes,
  speciesCodes: goods.speciesCodes,
  labels: goods.labels,
  featuresEn: goods.featuresEn,
  descriptionEn: goods.descriptionEn,
};

export async function figureSource(db: Db, itemno: string): Promise<FigureSource | null> {
  const [row] = await db.select(FIGURE_SOURCE_COLUMNS).from(goods).where(eq(goods.itemno, itemno)).limit(1);
  return row ?? null;
}

/** The figures of a goods item with their legends in the caller's language. */
export async function validationFigures(db: Db, goodsId: number, lang: Lang): Promise<ValidationFigure[] | null> {
  const [row] = await db.select({ itemno: goods.itemno }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  if (!row) return null;
  const item = await figureSource(db, row.itemno);
  return item ? figuresOf(db, item, lang) : null;
}

/** The figures of the goods item these fields describe; none (and no query) for goods other than antibodies. */
export async function figuresOf(db: Db, item: FigureSource, lang: Lang): Promise<ValidationFigure[]> {
  const plan = figurePlan(item);
  if (plan.length === 0) return [];
  const speciesCode = item.speciesCodes[0] ?? 'human';
  const [species] = await db
    .select({ en: sysDicts.dictValueEn, zh: sysDicts.dictValueZh })
    .from(sysDicts)
    .where(and(eq(sysDicts.dictType, 'species'), eq(sysDicts.dictCode, speciesCode)))
    .limit(1);
  const kDa = statedMolecularWeight(item.featuresEn, item.descriptionEn);
  const samples = validationSamples(item.itemno, speciesCode);
  return plan.map(({ kind, application }) => ({
    kind,
    url: `/files/validation/${item.itemno}-${kind}.webp`,
    width: FIGURE_WIDTH,
    height: FIGURE_HEIGHT,
    application,
    samples: kind === 'wb' ? samples : samples.slice(0, 1),
    dilution: figureDilution(application),
    species: species ? pick(lang, species.en, species.zh) : speciesCode,
    kDa: kind === 'wb' ? kDa : null,
  }));
}
