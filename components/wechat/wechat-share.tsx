'use client';
/**
 * Sets the page's share card inside WeChat (docs/product.md, "Sharing in WeChat"), which ignores
 * Open Graph tags. Rendered only when WeChat sharing is configured (wechat-share-card.tsx); in any
 * other browser it does nothing at all: no script, no request. Renders nothing.
 */
import { useEffect } from 'react';
import { loadJssdk, SHARE_APIS } from '@/lib/wechat/jssdk';
import type { ShareCard } from '@/lib/wechat/share-card';
import { requestPageSignature } from '@/lib/wechat/signature-request';

/**
 * The address WeChat checks the signature against, without its fragment: on iOS the one the page
 * was opened at, which WeChat keeps through client-side navigation; elsewhere the current one.
 */
function addressToSign(): string {
  const opened = /iPhone|iPad|iPod/.test(navigator.userAgent) ? performance.getEntriesByType('navigation')[0]?.name : undefined;
  return (opened || location.href).split('#')[0] ?? '';
}

export function WechatShare({ title, desc, link, imgUrl }: ShareCard) {
  useEffect(() => {
    if (!navigator.userAgent.includes('MicroMessenger')) return;
    let current = true;
    Promise.all([loadJssdk(), requestPageSignature(addressToSign())])
      .then(([wx, signature]) => {
        if (!current) return;
        wx.config({ ...signature, jsApiList: [...SHARE_APIS] });
        wx.error((result) => console.warn(`[wechat] share card not set: ${result.errMsg}`));
        wx.ready(() => {
          wx.updateAppMessageShareData({ title, desc, link, imgUrl });
          wx.updateTimelineShareData({ title, link, imgUrl });
        });
      })
      .catch((error: unknown) => console.warn(`[wechat] share card not set: ${error instanceof Error ? error.message : String(error)}`));
    return () => {
      current = false;
    };
  }, [title, desc, link, imgUrl]);
  return null;
}
