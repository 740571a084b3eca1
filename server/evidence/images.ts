/**
 * Demo imagery on demand (docs/product.md §2.6, docs/adr/0005-evidence-files-drawn-on-first-request.md): a product shot, validation
 * figure or home banner URL is drawn as SVG from the goods data on its first request, rasterised to WebP with
 * sharp and kept under DATA_DIR/generated/images, so later requests read the file. Drawing at
 * seed time would cost minutes for a 100,000-goods catalogue whose images are mostly never seen.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { goods } from '../db/schema';
import { statedMolecularWeight, validationSamples } from '../../contract/evidence';
import { VALIDATION_KINDS } from '../../contract/validation';
import { coloursOf, productKind, productSvg } from './images-svg';
import { BANNER_NAMES, bannerSvg } from './images-svg-banners';
import { fluorescenceSvg, histogramSvg, immunohistochemistrySvg, westernBlotSvg } from './images-svg-figures';
import { readOrGenerate } from './generated-file';
import { FIGURE_HEIGHT, FIGURE_WIDTH, figurePlan, figureSource } from './validation-figures';

const ITEMNO = '[A-Za-z0-9][A-Za-z0-9._-]{0,63}';
/** products/<Cat. No.>.webp (the cover) or products/<Cat. No.>.v2.webp / .v3.webp (other views). */
const PRODUCT = new RegExp(`^products/(${ITEMNO}?)(?:\\.v([23]))?\\.webp$`);
const FIGURE = new RegExp(`^validation/(${ITEMNO})-(${VALIDATION_KINDS.join('|')})\\.webp$`);
const BANNER = new RegExp(`^banners/(${BANNER_NAMES.join('|')})\\.webp$`);

async function productShot(db: Db, itemno: string, variant: number): Promise<string | null> {
  const [item] = await db
    .select({ itemno: goods.itemno, title: goods.titleEn, categoryPath: goods.categoryPath })
    .from(goods)
    .where(eq(goods.itemno, itemno))
    .limit(1);
  if (!item) return null;
  const category = item.categoryPath[1] ?? item.categoryPath[0] ?? 'CP';
  return productSvg(productKind(item.itemno, item.title), item.title, item.itemno, coloursOf(category), variant);
}

async function validationFigure(db: Db, itemno: string, kind: string): Promise<string | null> {
  const item = await figureSource(db, itemno);
  if (!item) return null;
  const planned = figurePlan(item).find((figure) => figure.kind === kind);
  if (!planned) return null;
  const seed = `${item.itemno}:${kind}`;
  const samples = validationSamples(item.itemno, item.speciesCodes[0] ?? 'human');
  if (kind === 'wb') return westernBlotSvg(statedMolecularWeight(item.featuresEn, item.descriptionEn) ?? 50, samples, seed, FIGURE_WIDTH, FIGURE_HEIGHT);
  if (kind === 'if') return fluorescenceSvg(seed, FIGURE_WIDTH, FIGURE_HEIGHT, planned.application === 'IHC-F');
  if (kind === 'ihc') return immunohistochemistrySvg(seed, FIGURE_WIDTH, FIGURE_HEIGHT);
  return histogramSvg(seed, FIGURE_WIDTH, FIGURE_HEIGHT);
}

/** The SVG a generated-image path stands for; null when the path names no goods item or figure. */
async function svgOf(db: Db, relative: string): Promise<string | null> {
  const product = relative.match(PRODUCT);
  if (product?.[1]) return productShot(db, product[1], Number(product[2] ?? 1));
  const figure = relative.match(FIGURE);
  if (figure?.[1] && figure[2]) return validationFigure(db, figure[1], figure[2]);
  const banner = relative.match(BANNER);
  if (banner?.[1]) return bannerSvg(banner[1]);
  return null;
}

/** Whether a /files/ path is one this module draws. */
function isGeneratedImage(relative: string): boolean {
  return PRODUCT.test(relative) || FIGURE.test(relative) || BANNER.test(relative);
}

async function render(db: Db, relative: string): Promise<Buffer | null> {
  const svg = await svgOf(db, relative);
  if (svg === null) return null;
  return sharp(Buffer.from(svg)).webp({ quality: 82, effort: 3 }).toBuffer();
}

/** The WebP of a generated-image path, drawn once; null when it names no goods item or figure. */
export async function generatedImage(db: Db, dataDir: string, relative: string): Promise<Buffer | null> {
  if (!isGeneratedImage(relative)) return null;
  return readOrGenerate(path.join(dataDir, 'generated', 'images', relative), 'image', () => render(db, relative));
}
