'use client';
/**
 * Sets the page's share card inside WeChat (docs/product.md §15.5), which ignores Open Graph tags.
 * Rendered only when WeChat sharing is configured (wechat-share-card.tsx); in any other browser it
 * does nothing at all: no script, no request. The work itself (lib/wechat/set-share-card.ts) is
 * loaded only inside WeChat, so it weighs nothing on a goods page's first load. Renders nothing.
 * Without WeChat sharing the build puts wechat-share.off.tsx in its place (lib/build-features.mjs):
 * import it by its `@/` path only, the path the build swaps.
 */
import { useEffect } from 'react';
import type { ShareCard } from '@/lib/wechat/share-card';

export function WechatShare({ title, desc, link, imgUrl }: ShareCard) {
  useEffect(() => {
    if (!navigator.userAgent.includes('MicroMessenger')) return;
    let current = true;
    void import('@/lib/wechat/set-share-card').then(({ setShareCard }) => setShareCard({ title, desc, link, imgUrl }, () => current));
    return () => {
      current = false;
    };
  }, [title, desc, link, imgUrl]);
  return null;
}
