/** The pathology gallery (docs/product.md §2.2 "Gallery", §7.2): toGallery/classifyGalleryList and toGallery/info. */
import { z } from 'zod';
import { categoryCodeField, intField, paging } from './fields';
import { whole } from './envelope';
import { CATEGORY } from './categories';

/** The gallery's list fetch limit (docs/product.md §9): the storefront asks for every image of a category at once. */
export const GALLERY_LIST_LIMIT = 10_010_000;

/** The gallery's root category; its children are the sections (TK001 …). */
export const GALLERY_ROOT = CATEGORY.GALLERY;

/** The platform-equipment section: instruments rather than stained sections. */
export const GALLERY_EQUIPMENT = 'TK005';

export const GalleryImage = z
  .object({
    id: whole(),
    categoryId: z.string(),
    /** The section the image is shown under: the asked category's child it is filed in or under (docs/product.md §2.2). */
    sectionId: z.string(),
    categoryName: z.string(),
    title: z.string(),
    /** The card thumbnail and its size in pixels. */
    img: z.string(),
    imgWidth: whole(),
    imgHeight: whole(),
    /** Full resolution and the Deep Zoom descriptor; null when the image has no pyramid. */
    width: whole().nullable().default(null),
    height: whole().nullable().default(null),
    dzi: z.string().nullable().default(null),
    /** Legend: tissue, stain or marker, objective magnification (e.g. 20 for 20×). */
    tissue: z.string().nullable().default(null),
    stain: z.string().nullable().default(null),
    magnification: whole().nullable().default(null),
    /** The on-shelf goods the image shows, if any. */
    goodsId: whole().nullable().default(null),
    goodsName: z.string().nullable().default(null),
    goodsItemno: z.string().nullable().default(null),
  })
  .meta({ id: 'GalleryImage' });
export type GalleryImage = z.infer<typeof GalleryImage>;

export const GallerySection = z.object({ id: z.string(), dictValue: z.string(), imageCount: whole() }).meta({ id: 'GallerySection' });
export type GallerySection = z.infer<typeof GallerySection>;

/** data of classifyGalleryList: the sections under the asked category (in menu order) and one page of their images. */
export const GalleryList = z
  .object({
    id: z.string(),
    dictValue: z.string(),
    sections: z.array(GallerySection),
    list: z.array(GalleryImage),
    totalCount: whole(),
  })
  .meta({ id: 'GalleryList' });
export type GalleryList = z.infer<typeof GalleryList>;

export const GalleryImageDetail = GalleryImage.extend({ description: z.string().nullable().default(null) }).meta({ id: 'GalleryImageDetail' });
export type GalleryImageDetail = z.infer<typeof GalleryImageDetail>;

/** The request of /online/toGallery/classifyGalleryList. */
export const GalleryListRequest = z.object({
  goodsCate: categoryCodeField()
    .default(GALLERY_ROOT)
    .meta({ description: 'Gallery category code (TK or below); images of the category and all its descendants', example: 'TK003' }),
  ...paging(GALLERY_LIST_LIMIT, GALLERY_LIST_LIMIT),
});

/** The request of /online/toGallery/info. */
export const GalleryInfoRequest = z.object({
  id: intField()
    .pipe(z.number().min(1, { error: 'must be a gallery image id' }))
    .meta({ description: 'Gallery image id', example: 23 }),
});
