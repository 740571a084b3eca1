import 'server-only';
/**
 * A page's WeChat share card (docs/product.md, "Sharing in WeChat"): the island with the page's own
 * title, description, canonical URL and image, only when WECHAT_APP_ID and WECHAT_APP_SECRET are
 * set; otherwise nothing, and the island's code is not even built (lib/build-features.mjs). `metadata` is the
 * page's generateMetadata work, done only then.
 */
import type { Metadata } from 'next';
import { wechatSettings } from '@/lib/wechat/settings.mjs';
import { shareCardOf } from '@/lib/wechat/share-card';
import { WechatShare } from '@/components/wechat/wechat-share';

export async function WechatShareCard({ metadata }: { metadata: () => Promise<Metadata> }) {
  if (!wechatSettings()) return null;
  const card = shareCardOf(await metadata());
  return card ? <WechatShare {...card} /> : null;
}
