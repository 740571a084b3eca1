import 'server-only';
/** Banners and hot searches: the home page's and the header's small lists (docs/product.md §7.2). */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { Banner, HotSearch } from '@/contract/content';
import { parseRow } from './answer';
import { api } from './config';
import { isShowing } from '@/lib/catalogue/banner-window';
import { contentApi } from '@/contract/operations/content';

export interface BannerView {
  id: number;
  title: string;
  pic: string;
  url: string | null;
  /** The video's address when the banner is a video (`{"p":{"url":…}}` on the wire). */
  videoUrl: string | null;
}

function videoUrlOf(video: string | null): string | null {
  if (!video) return null;
  try {
    const parsed: unknown = JSON.parse(video);
    if (parsed && typeof parsed === 'object' && 'p' in parsed) {
      const p = (parsed as { p: unknown }).p;
      if (p && typeof p === 'object' && 'url' in p && typeof p.url === 'string') return p.url;
    }
  } catch {
    // A banner with a broken video field is shown as its picture.
  }
  return null;
}

/** bannerType 1: the home carousel; 2: the home advert dialog. */
export async function getBanners(locale: Locale, bannerType: 1 | 2): Promise<BannerView[]> {
  const operation = contentApi.toBannerList;
  const page = await api.requestPage(
    operation,
    { bannerType, page: 1, limit: 20 },
    { locale, idempotent: true, next: { revalidate: cacheLife.banners, tags: [cacheTag.banners] } },
    parseRow(Banner, operation.path),
  );
  const now = Date.now();
  return page.list
    .filter((banner) => isShowing(banner, now))
    .map((banner) => ({ id: banner.id, title: banner.title, pic: banner.pic, url: banner.url, videoUrl: videoUrlOf(banner.video) }));
}

export interface HotSearchView {
  id: number;
  name: string;
  linkUrl: string | null;
}

/** The 20 hot-search chips (docs/product.md §9). */
export async function getHotSearches(locale: Locale): Promise<HotSearchView[]> {
  const operation = contentApi.tihotproList;
  const page = await api.requestPage(
    operation,
    { page: 1, limit: 20 },
    { locale, next: { revalidate: cacheLife.hotSearches, tags: [cacheTag.hotSearches] } },
    parseRow(HotSearch, operation.path),
  );
  return page.list.map((dto) => ({ id: dto.id, name: dto.proName, linkUrl: dto.linkUrl }));
}
