/**
 * Inside WeChat: loads its JS-SDK, signs the page and sets the page's share card (docs/product.md
 * §15.5). Loaded by the island only inside WeChat, so no other browser downloads it.
 */
import { loadJssdk, SHARE_APIS } from './jssdk';
import type { ShareCard } from './share-card';
import { requestPageSignature } from './signature-request';

/**
 * The address WeChat checks the signature against, without its fragment: on iOS the one the page
 * was opened at, which WeChat keeps through client-side navigation; elsewhere the current one.
 */
function addressToSign(): string {
  const opened = /iPhone|iPad|iPod/.test(navigator.userAgent) ? performance.getEntriesByType('navigation')[0]?.name : undefined;
  return (opened || location.href).split('#')[0] ?? '';
}

/** `stillWanted`: false once the page has moved on, so a late answer sets nothing. */
export async function setShareCard({ title, desc, link, imgUrl }: ShareCard, stillWanted: () => boolean): Promise<void> {
  try {
    const [wx, signature] = await Promise.all([loadJssdk(), requestPageSignature(addressToSign())]);
    if (!stillWanted()) return;
    wx.config({ ...signature, jsApiList: [...SHARE_APIS] });
    wx.error((result) => console.warn(`[wechat] share card not set: ${result.errMsg}`));
    wx.ready(() => {
      wx.updateAppMessageShareData({ title, desc, link, imgUrl });
      wx.updateTimelineShareData({ title, link, imgUrl });
    });
  } catch (error) {
    console.warn(`[wechat] share card not set: ${error instanceof Error ? error.message : String(error)}`);
  }
}
