/**
 * wechat-share.tsx in a build without WeChat sharing (lib/build-features.mjs): the same export, a
 * server component that renders nothing, so goods and article pages carry no WeChat code.
 */
import type { ShareCard } from '@/lib/wechat/share-card';

export function WechatShare(props: ShareCard): null {
  void props;
  return null;
}
