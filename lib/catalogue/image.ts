/**
 * Image addresses (docs/product.md §1): addresses on the storage hosts are served from the single
 * image host, and an empty address shows the placeholder.
 */
import { asText, isRecord, parseJsonField } from './json-field';

/** What shows where an item has no image; no product image for the merchant feed (lib/merchant-feed). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * A storage host: a string starting with '.' matches that domain suffix, any other string
 * the exact host name; a RegExp is tested against the host name (lower case, no port).
 */
type StorageHostPattern = string | RegExp;

/**
 * Object storage the supplier's files live on (Alibaba Cloud OSS, Tencent Cloud COS).
 * @internal exported for its tests
 */
export const DEFAULT_STORAGE_HOSTS: readonly StorageHostPattern[] = ['.aliyuncs.com', '.myqcloud.com', /^oss-cn-[a-z0-9-]+\./];

export interface ImageUrlOptions {
  storageHosts?: readonly StorageHostPattern[];
}

/** @internal */
export function isStorageHost(hostname: string, patterns: readonly StorageHostPattern[] = DEFAULT_STORAGE_HOSTS): boolean {
  const host = hostname.toLowerCase();
  return patterns.some((pattern) => {
    if (typeof pattern !== 'string') return pattern.test(host);
    const wanted = pattern.toLowerCase();
    return wanted.startsWith('.') ? host.endsWith(wanted) : host === wanted;
  });
}

/** imageHost and path joined with exactly one slash; imageHost may carry a path prefix. */
function joinHost(imageHost: string, path: string): string {
  const base = imageHost.trim().replace(/\/+$/, '');
  return `${base}/${path.replace(/^(\.\/)+/, '').replace(/^\/+/, '')}`;
}

/**
 * The address to load an image from.
 * - empty, blank or not a string → PLACEHOLDER_IMAGE
 * - http(s) or protocol-relative URL on a storage host → imageHost + its path, query and hash
 * - other http(s) and protocol-relative URLs, data:image/ and blob: URLs → unchanged
 * - a relative path ('/files/x.png', 'files/x.png') → imageHost + path, one slash between
 * - any other scheme (javascript:, file:…) or an unparsable URL → PLACEHOLDER_IMAGE
 * imageHost is a base URL ('https://img.example.com' or 'http://127.0.0.1:4000/files'); when
 * it is empty, addresses become site-relative paths.
 */
export function imageUrl(address: string | null | undefined, imageHost: string, options: ImageUrlOptions = {}): string {
  const value = typeof address === 'string' ? address.trim() : '';
  if (value === '') return PLACEHOLDER_IMAGE;

  const protocolRelative = value.startsWith('//');
  if (protocolRelative || /^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(protocolRelative ? `https:${value}` : value);
    } catch {
      return PLACEHOLDER_IMAGE;
    }
    if (!isStorageHost(url.hostname, options.storageHosts)) return value;
    return joinHost(imageHost, `${url.pathname}${url.search}${url.hash}`);
  }
  if (/^data:image\//i.test(value) || /^blob:/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return PLACEHOLDER_IMAGE;
  return joinHost(imageHost, value);
}

/**
 * Image addresses from imgContent: a JSON string of `[{ imgContent }]`, an array of such
 * objects or of strings, or a single plain address. Blank and repeated entries are dropped;
 * malformed JSON gives [].
 */
export function parseImageList(imgContent: unknown): string[] {
  let parsed = parseJsonField(imgContent);
  if (parsed === undefined && typeof imgContent === 'string' && !/^\s*[[{"]/.test(imgContent)) {
    parsed = [imgContent];
  }
  const items = Array.isArray(parsed) ? parsed : isRecord(parsed) || typeof parsed === 'string' ? [parsed] : [];
  const addresses: string[] = [];
  for (const item of items) {
    const address = isRecord(item) ? (asText(item.imgContent) ?? asText(item.url)) : typeof item === 'string' ? asText(item) : null;
    if (address !== null && !addresses.includes(address)) addresses.push(address);
  }
  return addresses;
}
