import 'server-only';
/**
 * Purges revalidated goods pages from the reverse proxies' caches (docs/deploying.md): with
 * PROXY_PURGE_URLS (comma-separated proxy origins) each goods id's public URLs, in both languages,
 * are removed from every proxy, so the next visitor's request reaches a storefront, which renders
 * the page afresh. The proxy keys its cache on scheme, host and URI, so the purge names the site's
 * public host (SITE_URL) whichever address the proxy is reached at; fetch cannot set Host, hence
 * node:http.
 */
import http from 'node:http';
import https from 'node:https';
import pLimit from 'p-limit';
import { localePath, locales } from './i18n/locales';
import { siteUrl } from './site';
import { CITATIONS_PATH } from './evidence/citation-routes';

/** The proxy's purge location (deploy/nginx/labshop.conf): the prefix, then the page's own path and query. */
const PURGE_PREFIX = '/.proxy-purge';

/** A proxy that does not answer a purge within this long is reported, not waited for. */
const PURGE_TIMEOUT_MS = 2000;

/**
 * Purges in flight per proxy: an import revalidates 1,000 goods per call, six pages each, and
 * 6,000 sockets at once would exhaust the proxy's connections and our ephemeral ports.
 */
const PURGES_IN_FLIGHT = 32;

/** Kept-alive connections: thousands of purges need not open thousands of sockets. */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: PURGES_IN_FLIGHT }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: PURGES_IN_FLIGHT }),
};

/**
 * The proxies' origins from PROXY_PURGE_URLS; none: no proxy cache to purge.
 * @internal exported for its tests
 */
export function proxyPurgeOrigins(value: string | undefined = process.env.PROXY_PURGE_URLS): URL[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PROXY_PURGE_URLS: ${entry} is not an http(s) origin`);
      return url;
    });
}

/**
 * The public URLs that show one goods item from its own cache entry: its detail page (also reached
 * as a trial's detail page) and the first page of its publications, in every language.
 * @internal exported for its tests
 */
export function goodsPagePaths(goodsId: number): string[] {
  const pages = ['/goodsdetail', '/promotionTrialDetail', CITATIONS_PATH].map((path) => `${path}?id=${goodsId}`);
  return locales.flatMap((locale) => pages.map((page) => localePath(locale, page)));
}

export interface PurgeFailure {
  proxy: string;
  path: string;
  reason: string;
}

function purgeOne(origin: URL, path: string, host: string): Promise<PurgeFailure | null> {
  const failure = (reason: string): PurgeFailure => ({ proxy: origin.origin, path, reason });
  const secure = origin.protocol === 'https:';
  const client = secure ? https : http;
  return new Promise((resolve) => {
    const options = { method: 'PURGE', headers: { host }, timeout: PURGE_TIMEOUT_MS, agent: agents[secure ? 'https:' : 'http:'] };
    const request = client.request(new URL(`${PURGE_PREFIX}${path}`, origin), options, (response) => {
      response.resume();
      // 404: the page was not in that proxy's cache, which is as good as purged.
      const status = response.statusCode ?? 0;
      resolve(status === 200 || status === 404 ? null : failure(`HTTP ${status}`));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${PURGE_TIMEOUT_MS} ms`)));
    request.on('error', (error) => resolve(failure(error.message)));
    request.end();
  });
}

/** Purges every goods page of `goodsIds` from every proxy, the proxies side by side; answers what could not be purged. */
export async function purgeGoodsPages(goodsIds: readonly number[], origins = proxyPurgeOrigins()): Promise<PurgeFailure[]> {
  if (!origins.length || !goodsIds.length) return [];
  const host = new URL(siteUrl()).host;
  const paths = goodsIds.flatMap(goodsPagePaths);
  const outcomes = await Promise.all(
    origins.flatMap((origin) => {
      const limit = pLimit(PURGES_IN_FLIGHT);
      return paths.map((path) => limit(() => purgeOne(origin, path, host)));
    }),
  );
  return outcomes.filter((outcome): outcome is PurgeFailure => outcome !== null);
}
