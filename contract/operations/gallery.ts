/** The gallery operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { GalleryImageDetail, GalleryInfoRequest, GalleryList, GalleryListRequest } from '../gallery';

export const galleryApi = {
  classifyGalleryList: operation<{ input: typeof GalleryListRequest; data: typeof GalleryList }>()({
    path: '/online/toGallery/classifyGalleryList',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
  info: operation<{ input: typeof GalleryInfoRequest; data: typeof GalleryImageDetail }>()({
    path: '/online/toGallery/info',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
};
