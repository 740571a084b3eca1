/**
 * Renders the seeded gallery images into the files folder (docs/architecture.md §5 "Gallery
 * images"): per image a Deep Zoom pyramid (`<base>.dzi` + `<base>_files/`) and a card
 * thumbnail (`<base>.jpg`). File names carry the render spec's hash, so an image whose files exist is
 * skipped: re-seeding or restarting renders nothing new.
 */
import { access, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { Db } from '../db/client';
import { galleryImages } from '../db/schema';
import { deviceSvg } from './device';
import { renderMicrograph } from './micrograph';
import { galleryAssetPaths, IMAGE_HEIGHT, IMAGE_WIDTH, THUMB_HEIGHT, THUMB_WIDTH, TILE_SIZE, type RenderSpec } from './render-spec';

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

function source(spec: RenderSpec): Sharp {
  if (spec.kind === 'device') return sharp(Buffer.from(deviceSvg(spec, IMAGE_WIDTH, IMAGE_HEIGHT)));
  return sharp(renderMicrograph(spec, IMAGE_WIDTH, IMAGE_HEIGHT), { raw: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, channels: 3 } });
}

/**
 * Draws one image's pyramid, then its thumbnail, each in a private folder and renamed into place: several
 * API instances starting on one DATA_DIR never delete or half-write files another one serves. The
 * thumbnail comes last, so it marks a finished image.
 * @internal exported for its tests
 */
export async function renderGalleryImage(filesDir: string, spec: RenderSpec): Promise<void> {
  const base = path.join(filesDir, galleryAssetPaths(spec).base);
  const name = path.basename(base);
  await mkdir(path.dirname(base), { recursive: true });
  const aside = await mkdtemp(path.join(path.dirname(base), `.${name}.${process.pid}.`));
  try {
    const image = source(spec);
    const pixels = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const raw = () => sharp(pixels.data, { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } });
    // sharp writes `<name>.dzi` and `<name>_files/` for a `.dz` target.
    await raw()
      .jpeg({ quality: 82, mozjpeg: true })
      .tile({ size: TILE_SIZE, overlap: 1, layout: 'dz' })
      .toFile(path.join(aside, `${name}.dz`));
    await raw()
      .resize(THUMB_WIDTH, THUMB_HEIGHT)
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(path.join(aside, `${name}.jpg`));
    await moveIntoPlace(path.join(aside, `${name}_files`), `${base}_files`);
    await rename(path.join(aside, `${name}.dzi`), `${base}.dzi`);
    await rename(path.join(aside, `${name}.jpg`), `${base}.jpg`);
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

/**
 * Renames a finished tile folder into place. A folder already there holds the same tiles (the name is the
 * render spec's hash): another instance got there first, or an earlier run stopped before its thumbnail.
 */
async function moveIntoPlace(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
}

export interface PyramidRun {
  rendered: number;
  skipped: number;
  ms: number;
}

/** Two at a time: one image's pixels are drawn in JavaScript while sharp encodes the other's tiles on its own threads. */
const PARALLEL = 2;

/** Renders every seeded gallery image whose files are missing. */
export async function ensureGalleryPyramids(db: Db, filesDir: string): Promise<PyramidRun> {
  const started = performance.now();
  const rows = await db.select({ render: galleryImages.render }).from(galleryImages).where(isNotNull(galleryImages.render));
  const specs = rows.flatMap(({ render }) => (render ? [render] : []));
  const missing: RenderSpec[] = [];
  for (const spec of specs) {
    if (!(await exists(path.join(filesDir, `${galleryAssetPaths(spec).base}.jpg`)))) missing.push(spec);
  }
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const spec = missing[next];
      next += 1;
      if (spec) await renderGalleryImage(filesDir, spec);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { rendered: missing.length, skipped: specs.length - missing.length, ms: Math.round(performance.now() - started) };
}
