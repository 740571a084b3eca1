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
  categoryAncestors: categories.ancestors,
  goodsId: goods.id,
  goodsEn: goods.titleEn,
  goodsZh: goods.titleZh,
  goodsItemno: goods.itemno,
};

type ImageRow = {
  image: typeof galleryImages.$inferSelect;
  categoryEn: string;
  categoryZh: string;
  categoryAncestors: string[];
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

/** The gallery section (a child of the root) an image's category is, or is filed under; the root for the root itself. */
function sectionOf(categoryId: string, ancestors: readonly string[]): string {
  return ancestors[1] ?? categoryId;
}

function toImage(
  { image, categoryEn, categoryZh, categoryAncestors, goodsId, goodsEn, goodsZh, goodsItemno }: ImageRow,
  lang: Lang,
  sectionId = sectionOf(image.categoryId, categoryAncestors),
): GalleryImage {
  return {
    id: image.id,
    categoryId: image.categoryId,
    sectionId,
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
  // The sections are the category's children (or the category itself when it has none); images deeper down belong to the child above them.
  const children = below.filter((c) => c.ancestors.at(-1) === row.id).map((c) => c.id);
  const sectionFor = new Map<string, string>(codes.map((id) => [id, row.id]));
  for (const c of below) sectionFor.set(c.id, children.find((child) => child === c.id || c.ancestors.includes(child)) ?? row.id);
  const counts = await db
    .select({ categoryId: galleryImages.categoryId, n: sql<number>`count(*)::int` })
    .from(galleryImages)
    .where(inArray(galleryImages.categoryId, codes))
    .groupBy(galleryImages.categoryId);
  const countOf = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  // Images filed under the asked category itself, beside children, are its own first section.
  const sectionIds = children.length === 0 || countOf.has(row.id) ? [row.id, ...children] : children;
  // Sections in menu order, then each section's own order.
  const sectionRank = sql`case ${galleryImages.categoryId} ${sql.join(
    codes.map((id) => sql`when ${id} then ${sql.raw(String(sectionIds.indexOf(sectionFor.get(id) ?? row.id)))}`),
    sql` `,
  )} end`;
  const rows = await imagesQuery(db)
    .where(inArray(galleryImages.categoryId, codes))
    .orderBy(sectionRank, asc(categories.level), asc(categories.sort), asc(galleryImages.sort), asc(galleryImages.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const sectionCount = (id: string) => codes.filter((c) => sectionFor.get(c) === id).reduce((sum, c) => sum + (countOf.get(c) ?? 0), 0);
  const byId = new Map([row, ...below].map((c) => [c.id, c]));
  const sections = sectionIds.map((id) => {
    const c = byId.get(id) ?? row;
    return { id, dictValue: pick(lang, c.en, c.zh), imageCount: sectionCount(id) };
  });
  return {
    id: row.id,
    dictValue: pick(lang, row.en, row.zh),
    sections,
    list: rows.map((r) => toImage(r, lang, sectionFor.get(r.image.categoryId) ?? row.id)),
    totalCount: [...countOf.values()].reduce((sum, n) => sum + n, 0),
  };
}

/** One gallery image with its description; null when unknown or filed under a withdrawn section. */
export async function galleryImage(db: Db, id: number, lang: Lang): Promise<GalleryImageDetail | null> {
  const [row] = await imagesQuery(db)
    .where(
      and(eq(galleryImages.id, id), eq(categories.onShelfFlag, true), or(eq(categories.id, GALLERY_ROOT), sql`${categories.ancestors}[1] = ${GALLERY_ROOT}`)),
    )
    .limit(1);
  if (!row) return null;
  return { ...toImage(row, lang), description: pick(lang, row.image.descriptionEn, row.image.descriptionZh) || null };
}
