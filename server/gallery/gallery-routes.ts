/** The pathology gallery's endpoints (docs/product.md §7.2). */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { galleryImage, listGallery } from './gallery';
import { GALLERY_LIST_LIMIT, GalleryImageDetail, GalleryInfoRequest, GalleryList, GalleryListRequest } from '../../contract/gallery';
import { galleryApi } from '../../contract/operations/gallery';

export const galleryRoutes = [
  defineRoute({
    operation: galleryApi.classifyGalleryList,
    data: GalleryList,
    tag: 'Gallery',
    summary: 'Images of a gallery category and its descendants, with the sections below it',
    description: `goodsCate defaults to the gallery root TK; limit defaults to and is capped at ${GALLERY_LIST_LIMIT} (docs/product.md §9). Images come in section order. An unknown or non-gallery category answers code 3.`,
    input: GalleryListRequest,
    async handler({ goodsCate, page, limit }, { db, lang }) {
      return ok(found(await listGallery(db, goodsCate, page, limit, lang), `goodsCate: no gallery category ${goodsCate}`));
    },
  }),
  defineRoute({
    operation: galleryApi.info,
    data: GalleryImageDetail,
    tag: 'Gallery',
    summary: 'One gallery image: title, description, legend, Deep Zoom descriptor and the goods it shows',
    description: 'An unknown id answers code 3.',
    input: GalleryInfoRequest,
    async handler({ id }, { db, lang }) {
      return ok(found(await galleryImage(db, id, lang), `id: no gallery image ${id}`));
    },
  }),
];
