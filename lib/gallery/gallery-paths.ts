/**
 * The gallery's public URLs and their internal cached twins (docs/product.md §2.2 "Gallery"):
 * `/GallerySecond?id=TK003&page=2` → `/{locale}/gallery-section/TK003~2`,
 * `/GalleryGoodsDetail?id=23` → `/{locale}/gallery-image/23`.
 */
import { safeDecode } from '../catalogue/query-segment';
import { positiveId } from '@/lib/query-params';

export const GALLERY_PATHS = {
  entry: '/gallery',
  library: '/LibraryClassification',
  section: '/GallerySecond',
  image: '/GalleryGoodsDetail',
  platform: '/GalleryPlatform',
  equipment: '/GalleryeQuipment',
} as const;

/** Images per page of one section's page. */
export const GALLERY_SECTION_PAGE_SIZE = 24;

/** The internal folders, which answer 404 when asked for directly. */
export const GALLERY_INTERNAL_PREFIXES = ['/gallery-section', '/gallery-image'] as const;

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE_MAX = 10_000;

export interface SectionQuery {
  code: string | null;
  page: number;
}

/** @internal */
export function parseSectionQuery(params: URLSearchParams): SectionQuery {
  const id = params.get('id')?.trim() ?? '';
  const page = Number(params.get('page') ?? '1');
  return { code: CODE.test(id) ? id : null, page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1 };
}

/** @internal */
export function toSectionSegment({ code, page }: SectionQuery): string {
  return `${code ?? ''}~${page}`;
}

export function fromSectionSegment(segment: string): SectionQuery {
  // Malformed percent-encoding stays as it came, which no code matches: the page is a 404.
  const [id = '', page = '1'] = safeDecode(segment).split('~');
  return parseSectionQuery(new URLSearchParams({ id, page }));
}

export const parseImageId = positiveId;

export function sectionHref(code: string, page = 1): string {
  return `${GALLERY_PATHS.section}?id=${encodeURIComponent(code)}${page > 1 ? `&page=${page}` : ''}`;
}

export function imageHref(id: number): string {
  return `${GALLERY_PATHS.image}?id=${id}`;
}

/** The internal path of a gallery query-string page, or null when the path is none of them. */
export function galleryInternalPath(locale: string, pathname: string, params: URLSearchParams): string | null {
  if (pathname === GALLERY_PATHS.section) return `/${locale}/gallery-section/${toSectionSegment(parseSectionQuery(params))}`;
  if (pathname === GALLERY_PATHS.image) return `/${locale}/gallery-image/${parseImageId(params.get('id')) ?? 'none'}`;
  return null;
}

/**
 * Images grouped under their sections (the API's sectionId, so an image filed in a deeper category is shown
 * under the section above it), in the sections' order; sections without images are left out.
 */
export function groupBySection<S extends { id: string }, I extends { sectionId: string }>(
  sections: readonly S[],
  images: readonly I[],
): (S & { images: I[] })[] {
  return sections
    .map((section) => ({ ...section, images: images.filter((image) => image.sectionId === section.id) }))
    .filter((section) => section.images.length > 0);
}

/** The gallery's indexable pages (docs/product.md §2.2): the library, platform and equipment pages, every page of every section, every image. */
export function galleryPagePaths(sections: readonly { id: string; imageCount: number }[], imageIds: readonly number[]): string[] {
  const sectionPages = sections
    .filter((section) => section.imageCount > 0)
    .flatMap((section) => Array.from({ length: Math.ceil(section.imageCount / GALLERY_SECTION_PAGE_SIZE) }, (_, index) => sectionHref(section.id, index + 1)));
  return [GALLERY_PATHS.library, GALLERY_PATHS.platform, GALLERY_PATHS.equipment, ...sectionPages, ...imageIds.map(imageHref)];
}
