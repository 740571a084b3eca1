/**
 * The image host of docs/product.md §1 when IMAGE_HOST is not set: files under DATA_DIR/files are
 * served as they are; the demo catalogue's images and PDFs that have no file get a generated
 * SVG label card or a one-page PDF, so a fresh install shows no broken images or downloads.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { CODE, fail } from '../http/envelope';
import type { Db } from '../db/client';
import { datasheetPdf } from '../evidence/datasheets';
import type { CjkFont } from '../fonts/cjk-font';
import { generatedImage } from '../evidence/images';
import { placeholderPdf } from './placeholder-pdf';
import { articleCover } from '../content/article-cover';
import { cataloguePdf } from '../company/catalogues';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.dzi': 'application/xml',
};

/**
 * A Content-Disposition header whose file name keeps only letters, digits, '.', '-' and '_': a quote,
 * a line break or a non-ASCII letter from stored data can never break the header or forge another.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  return `${kind}; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}

/** Where the API keeps its files: uploads, and the gallery's rendered pyramids. */
export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/**
 * Gallery pyramids and thumbnails are named after the hash of what they show
 * (server/gallery/render-spec.ts), so a name never changes content: cache them for a year.
 * @internal exported for its tests
 */
export function cacheControlFor(relativePath: string): string {
  return /^gallery\/[a-z0-9-]+-[0-9a-f]{12}(\.(jpg|dzi)$|_files\/)/.test(relativePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
}

const palette = ['#0b5394', '#38761d', '#7f6000', '#741b47', '#134f5c', '#990000'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A label card for an image that has no file: the family colour and the file's name. */
function labelCard(relativePath: string): string {
  const [family = 'files', ...rest] = relativePath.split('/');
  const name = rest.join('/').replace(/\.[a-z0-9]+$/i, '') || family;
  const colour = palette[[...family].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" role="img" aria-label="${escapeXml(name)}"><rect width="600" height="400" fill="#f4f6f8"/><rect x="0" y="340" width="600" height="60" fill="${colour}"/><circle cx="300" cy="160" r="90" fill="none" stroke="${colour}" stroke-width="10"/><path d="M255 200 l45-90 l45 90 z" fill="${colour}" opacity=".35"/><text x="300" y="378" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${escapeXml(name.slice(0, 40))}</text></svg>`;
}

export function mountFiles(app: OpenAPIHono, dataDir: string, db: Db, cjkFont: CjkFont | null = null): void {
  const root = filesDir(dataDir);
  app.get('/files/*', async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice('/files/'.length));
    } catch {
      return c.json(fail(CODE.invalid, 'path: not a valid file path'), 400);
    }
    const full = path.resolve(root, relative);
    if (!full.startsWith(root + path.sep) || relative.includes('\0')) {
      return c.json(fail(CODE.invalid, 'path: outside the file store'), 400);
    }
    const ext = path.extname(full).toLowerCase();
    const cacheControl = cacheControlFor(relative);
    try {
      const body = await readFile(full);
      return c.body(body, 200, { 'content-type': contentTypes[ext] ?? 'application/octet-stream', 'cache-control': cacheControl });
    } catch {
      const generated = await generatedImage(db, dataDir, relative);
      if (generated) return c.body(new Uint8Array(generated), 200, { 'content-type': 'image/webp', 'cache-control': cacheControl });
      const cover = ext === '.svg' ? await articleCover(db, relative) : null;
      if (cover) return c.body(cover, 200, { 'content-type': 'image/svg+xml', 'cache-control': cacheControl });
      if (ext === '.svg' || ext === '.png' || ext === '.jpg' || ext === '.jpeg') {
        return c.body(labelCard(relative), 200, { 'content-type': 'image/svg+xml', 'cache-control': cacheControl });
      }
      if (ext === '.pdf' && relative.startsWith('docs/')) {
        const datasheet = await datasheetPdf(db, dataDir, relative.slice('docs/'.length), cjkFont);
        if (datasheet) {
          return c.body(new Uint8Array(datasheet), 200, {
            'content-type': 'application/pdf',
            'content-disposition': contentDisposition('inline', path.basename(relative)),
            'cache-control': cacheControl,
          });
        }
      }
      if (ext === '.pdf' && relative.startsWith('data-center/')) {
        const catalogue = await cataloguePdf(db, dataDir, relative.slice('data-center/'.length), cjkFont);
        if (catalogue) {
          return c.body(new Uint8Array(catalogue), 200, {
            'content-type': 'application/pdf',
            'content-disposition': contentDisposition('inline', path.basename(relative)),
            'cache-control': cacheControl,
          });
        }
      }
      if (ext === '.pdf') {
        return c.body(new Uint8Array(placeholderPdf(relative)), 200, { 'content-type': 'application/pdf', 'cache-control': cacheControl });
      }
      return c.json(fail(CODE.notFound, `path: no file ${relative}`), 404);
    }
  });
}
