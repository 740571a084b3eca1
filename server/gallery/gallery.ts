/**
 * The gallery's reads (docs/product.md §2.2 "Gallery", §7.2): the images of a TK category and its
 * descendants, with their section, legend and the goods they show; one image by id.
 */
import { and, asc, arrayContains, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, galleryImages, goods } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { THUMB_HEIGHT, THUMB_WIDTH } from './render-spec';
import { GALLERY_ROOT, type GalleryImage, type GalleryImageDetail, type GalleryList } from '../../contract/gallery';

const imageColumns = {
  image: galleryImages,
  categoryEn: categories.dictValueEn,
  categoryZh: categories.dictValueZh,
  goodsId: goods.id,
  goodsEn: goods.titleEn,
  goodsZh: goods.titleZh,
  goodsItemno: goods.itemno,
};

type ImageRow = {
  image: typeof galleryImages.$inferSelect;
  categoryEn: string;
  categoryZh: string;
  goodsId: number | null;
  goodsEn: string | null;
  goodsZh: string | null;
  goodsItemno: string | null;
};

/** Images joined with their section and their goods, the goods only while on shelf (an off-shelf item's page is a 404). */
function imagesQuery(db: Db) {
  return db
    .select(imageColumns)
    .from(galleryImages)
    .innerJoin(categories, eq(categories.id, galleryImages.categoryId))
    .leftJoin(goods, and(eq(goods.id, galleryImages.goodsId), eq(goods.onShelfFlag, true)));
}

function toImage({ image, categoryEn, categoryZh, goodsId, goodsEn, goodsZh, goodsItemno }: ImageRow, lang: Lang): GalleryImage {
  return {
    id: image.id,
    categoryId: image.categoryId,
    categoryName: pick(lang, categoryEn, categoryZh),
    title: pick(lang, image.titleEn, image.titleZh),
    img: image.img,
    imgWidth: THUMB_WIDTH,
    imgHeight: THUMB_HEIGHT,
    width: image.width,
    height: image.height,
    dzi: image.dzi,
    tissue: pick(lang, image.tissueEn, image.tissueZh) || null,
    stain: pick(lang, image.stainEn, image.stainZh) || null,
    magnification: image.magnification,
    goodsId,
    goodsName: goodsId === null ? null : pick(lang, goodsEn, goodsZh),
    goodsItemno,
  };
}

/** The category and its on-shelf descendants, when it is in the gallery's tree; null otherwise. */
async function galleryCategory(db: Db, code: string) {
  const [row] = await db
    .select({ id: categories.id, en: categories.dictValueEn, zh: categories.dictValueZh, ancestors: categories.ancestors })
    .from(categories)
    .where(and(eq(categories.id, code), eq(categories.onShelfFlag, true)))
    .limit(1);
  if (!row || (row.id !== GALLERY_ROOT && row.ancestors[0] !== GALLERY_ROOT)) return null;
  const below = await db
    .select({ id: categories.id, en: categories.dictValueEn, zh: categories.dictValueZh, level: categories.level, ancestors: categories.ancestors })
    .from(categories)
    .where(and(arrayContains(categories.ancestors, [code]), eq(categories.onShelfFlag, true)))
    .orderBy(asc(categories.level), asc(categories.sort));
  return { row, below };
}

/** One page of the images under `code` (null when it is no gallery category), sections in menu order. */
export async function listGallery(db: Db, code: string, page: number, limit: number, lang: Lang): Promise<GalleryList | null> {
  const found = await galleryCategory(db, code);
  if (!found) return null;
  const { row, below } = found;
  const codes = [row.id, ...below.map((c) => c.id)];
  const [rows, counts] = await Promise.all([
    imagesQuery(db)
      .where(inArray(galleryImages.categoryId, codes))
      // Sections in menu order, then each section's own order.
      .orderBy(asc(categories.level), asc(categories.sort), asc(galleryImages.sort), asc(galleryImages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ categoryId: galleryImages.categoryId, n: sql<number>`count(*)::int` })
      .from(galleryImages)
      .where(inArray(galleryImages.categoryId, codes))
      .groupBy(galleryImages.categoryId),
  ]);
  const countOf = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  // The sections are the category's children (or the category itself when it has none); images deeper down count for the child above them.
  const children = below.filter((c) => c.ancestors.at(-1) === row.id);
  const sectionCount = (id: string) => [id, ...below.filter((c) => c.ancestors.includes(id)).map((c) => c.id)].reduce((sum, c) => sum + (countOf.get(c) ?? 0), 0);
  const sections = (children.length > 0 ? children : [row]).map((c) => ({ id: c.id, dictValue: pick(lang, c.en, c.zh), imageCount: sectionCount(c.id) }));
  return {
    id: row.id,
    dictValue: pick(lang, row.en, row.zh),
    sections,
    list: rows.map((r) => toImage(r, lang)),
    totalCount: [...countOf.values()].reduce((sum, n) => sum + n, 0),
  };
}

/** One gallery image with its description; null when unknown or filed under a withdrawn section. */
export async function galleryImage(db: Db, id: number, lang: Lang): Promise<GalleryImageDetail | null> {
  const [row] = await imagesQuery(db)
    .where(and(eq(galleryImages.id, id), eq(categories.onShelfFlag, true), or(eq(categories.id, GALLERY_ROOT), sql`${categories.ancestors}[1] = ${GALLERY_ROOT}`)))
    .limit(1);
  if (!row) return null;
  return { ...toImage(row, lang), description: pick(lang, row.image.descriptionEn, row.image.descriptionZh) || null };
}
