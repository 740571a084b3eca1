import 'server-only';
/** The pathology gallery (docs/product.md §2.2 "Gallery", §7.2): sections with their images, one image. */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { GALLERY_LIST_LIMIT, GALLERY_ROOT, GalleryImageDetail, GalleryList } from '@/contract/gallery';
import { parseAnswer } from './answer';
import { api } from './config';
import { galleryApi } from '@/contract/operations/gallery';

export type { GalleryImageDetail, GalleryList } from '@/contract/gallery';

const galleryCache = { revalidate: cacheLife.gallery, tags: [cacheTag.gallery] };

/** The images under a gallery category (the root by default), `limit` per page: the gallery's list limit unless paged. */
export async function getGalleryList(locale: Locale, options: { code?: string; page?: number; limit?: number } = {}): Promise<GalleryList> {
  const operation = galleryApi.classifyGalleryList;
  const params = { goodsCate: options.code ?? GALLERY_ROOT, page: options.page ?? 1, limit: options.limit ?? GALLERY_LIST_LIMIT };
  const raw = await api.request(operation, params, { locale, idempotent: true, next: galleryCache });
  return parseAnswer(GalleryList, raw, operation.path);
}

/** One gallery image with its legend and the goods it shows. */
export async function getGalleryImage(id: number, locale: Locale): Promise<GalleryImageDetail> {
  const operation = galleryApi.info;
  const raw = await api.request(operation, { id }, { locale, idempotent: true, next: galleryCache });
  return parseAnswer(GalleryImageDetail, raw, operation.path);
}
