import 'server-only';
/**
 * The storefront's one signer of WeChat pages (app/api/wechat/signature): none when WECHAT_APP_ID
 * and WECHAT_APP_SECRET are not both set, so nothing is connected and nothing asked of WeChat.
 * Built on first use and kept for the process: its ticket source's single renewal and Redis
 * connection serve every request.
 */
import { randomBytes } from 'node:crypto';
import { cacheSettings } from '../next-cache/settings.mjs';
import { createMemoryStore, createRedisStore } from './credential-store';
import { wechatSettings } from './settings.mjs';
import { jsapiSignature } from './signature';
import { createTicketSource, type TicketSource } from './ticket-source';

/** What wx.config needs besides the list of APIs: public, never the secret, token or ticket. */
interface PageSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

type PageSigner = (url: string) => Promise<PageSignature>;

let built: { appId: string; source: TicketSource } | undefined;

export function wechatSigner(): PageSigner | undefined {
  const settings = wechatSettings();
  if (!settings) return undefined;
  if (built?.appId !== settings.appId) {
    // The page cache's Redis and limit (docs/configuration.md, REDIS_URL and REDIS_TIMEOUT_MS).
    const { redisUrl, redisTimeoutMs } = cacheSettings();
    const store = redisUrl
      ? createRedisStore({ url: redisUrl, keyPrefix: `labshop:wechat:${settings.appId}:`, timeoutMs: redisTimeoutMs })
      : createMemoryStore();
    built = { appId: settings.appId, source: createTicketSource({ settings, store }) };
  }
  const { source } = built;
  return async (url) => {
    const ticket = await source.ticket();
    const timestamp = Math.floor(Date.now() / 1000);
    const nonceStr = randomBytes(8).toString('hex');
    return { appId: settings.appId, timestamp, nonceStr, signature: jsapiSignature({ ticket, nonceStr, timestamp, url }) };
  };
}
