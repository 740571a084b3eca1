/**
 * The JS-SDK's page signature (WeChat JS-SDK documentation, appendix 1): sha1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, keys in ASCII order, the url being the page's full
 * address without its `#` fragment, exactly as the browser has it (never re-encoded).
 */
import { createHash } from 'node:crypto';

interface SignatureInput {
  ticket: string;
  nonceStr: string;
  /** Seconds since the epoch. */
  timestamp: number;
  url: string;
}

export function jsapiSignature({ ticket, nonceStr, timestamp, url }: SignatureInput): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** A page address longer than this is no page of the shop. */
const MAX_URL_LENGTH = 2048;

/**
 * The address to sign when it is a page of this site (`siteOrigin`, SITE_URL's origin), its fragment
 * dropped; else null. The text is kept as sent: WeChat compares it with the browser's location.href,
 * and URL parsing would rewrite it (a bare origin gains a '/'). Whitespace and control characters,
 * which URL parsing would silently drop, are refused for the same reason.
 */
export function signableUrl(raw: string | null, siteOrigin: string): string | null {
  if (!raw || raw.length > MAX_URL_LENGTH || /[\u0000-\u0020\u007f]/.test(raw)) return null;
  const url = raw.split('#')[0] ?? '';
  try {
    return new URL(url).origin === new URL(siteOrigin).origin ? url : null;
  } catch {
    return null;
  }
}
