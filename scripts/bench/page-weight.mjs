// What a page weighs on first load, read from its server HTML the way a browser would fetch it:
// the HTML itself (raw and gzip), its inline <style> blocks, and the JavaScript its tags make the
// browser download (<script src>, <link rel="modulepreload"> and <link rel="preload" as="script">,
// each once), gzipped at level 9 as a proxy for what travels over the wire. `nomodule` scripts
// (Next's legacy polyfills, ~39 kB gzip) are counted apart: modern browsers never fetch them, so
// they are not first-load JS (the "341 kB" included them: 302 + 39). Shared by `npm run bench:pages` and the page-weight
// budget of e2e/page-budget.spec.ts, so both count the same bytes.
import { gzipSync } from 'node:zlib';

/** Bytes of `data` gzipped at the highest level. */
export function gzipSize(data) {
  return gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 }).length;
}

const attribute = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((value) => value !== undefined);
const hasAttribute = (tag, name) => new RegExp(`\\s${name}(?:[\\s=>/]|$)`, 'i').test(tag);

/** The scripts the HTML makes a modern browser fetch, as absolute URLs, in document order, each once. */
export function firstLoadScripts(html, pageUrl) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && !hasAttribute(tag, 'nomodule')) sources.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (href && (rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as')?.toLowerCase() === 'script'))) sources.push(href);
  }
  return [...new Set(sources.map((src) => new URL(src.replaceAll('&amp;', '&'), pageUrl).href))];
}

/** The `nomodule` scripts, which only browsers without ES modules fetch. */
export function legacyScripts(html, pageUrl) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && hasAttribute(tag, 'nomodule')) sources.push(src);
  }
  return [...new Set(sources.map((src) => new URL(src.replaceAll('&amp;', '&'), pageUrl).href))];
}

/** The stylesheets the HTML links, as absolute URLs, each once. */
export function stylesheets(html, pageUrl) {
  const hrefs = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (href && rel.includes('stylesheet')) hrefs.push(href);
  }
  return [...new Set(hrefs.map((href) => new URL(href.replaceAll('&amp;', '&'), pageUrl).href))];
}

/** Byte sizes of the page's inline <style> blocks (their content, UTF-8), in document order. */
export function inlineStyleSizes(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => Buffer.byteLength(match[1] ?? ''));
}

/** Fetches with the global fetch; a bench or a test may pass its own loader instead. */
export async function fetchBytes(url) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: Object.fromEntries(response.headers), body };
}

async function assetTotals(urls, load) {
  const files = await Promise.all(
    urls.map(async (url) => {
      const { status, body } = await load(url);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      return { url, bytes: body.length, gzip: gzipSize(body) };
    }),
  );
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0), gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/**
 * The weight of the page at `url`: HTML raw/gzip bytes, inline <style> blocks (count, total,
 * largest), first-load JS (chunks, raw and gzip bytes, each file), nomodule scripts (gzip bytes,
 * apart) and linked CSS (files, gzip bytes).
 * `load(url)` answers { status, headers, body: Buffer }.
 */
export async function measurePageWeight(url, load = fetchBytes) {
  const page = await load(url);
  if (page.status !== 200) throw new Error(`${url} answered ${page.status}`);
  const html = page.body.toString('utf8');
  const styles = inlineStyleSizes(html);
  const [js, legacy, css] = await Promise.all([
    assetTotals(firstLoadScripts(html, url), load),
    assetTotals(legacyScripts(html, url), load),
    assetTotals(stylesheets(html, url), load),
  ]);
  return {
    url,
    cache: page.headers['x-nextjs-cache'] ?? null,
    htmlBytes: page.body.length,
    htmlGzip: gzipSize(page.body),
    styleBlocks: styles.length,
    styleBytes: styles.reduce((sum, size) => sum + size, 0),
    styleMax: Math.max(0, ...styles),
    jsChunks: js.files.length,
    jsBytes: js.bytes,
    jsGzip: js.gzip,
    jsFiles: js.files,
    nomoduleGzip: legacy.gzip,
    cssFiles: css.files.length,
    cssGzip: css.gzip,
  };
}

/** Bytes as kB (1 kB = 1,000 bytes), one decimal: the unit of the budgets and the bench tables. */
export const kB = (bytes) => Math.round(bytes / 100) / 10;
