/**
 * The browser's request for a page's JS-SDK signature (app/api/wechat/signature). A plain fetch, not
 * lib/api's browser client: that client acts on some codes (3 leaves for /404), and a share card
 * that cannot be set must never move the visitor; the page then keeps WeChat's default card.
 */

interface PageSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

function isPageSignature(value: unknown): value is PageSignature {
  if (typeof value !== 'object' || value === null) return false;
  const { appId, timestamp, nonceStr, signature } = value as Record<string, unknown>;
  return typeof appId === 'string' && typeof timestamp === 'number' && typeof nonceStr === 'string' && typeof signature === 'string';
}

export async function requestPageSignature(url: string): Promise<PageSignature> {
  const response = await fetch(`/api/wechat/signature?url=${encodeURIComponent(url)}`, {
    cache: 'no-store',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(15_000),
  });
  const body: unknown = await response.json().catch(() => undefined);
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!response.ok || !isPageSignature(data)) throw new Error(`no signature (HTTP ${response.status})`);
  return data;
}
