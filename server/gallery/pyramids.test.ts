import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { renderMicrograph } from './micrograph';
import { renderGalleryImage } from './pyramids';
import { galleryAssetPaths, IMAGE_HEIGHT, IMAGE_WIDTH, THUMB_HEIGHT, THUMB_WIDTH, type RenderSpec } from './render-spec';

describe('gallery micrographs', () => {
  test('the same spec draws the same pixels; another key draws others', () => {
    const spec: RenderSpec = { kind: 'ihc', key: 'colon-mki67-ihc', localisation: 'nuclear', positive: 0.3 };
    const a = renderMicrograph(spec, 128, 96);
    assert.equal(a.length, 128 * 96 * 3);
    assert.ok(a.equals(renderMicrograph(spec, 128, 96)));
    assert.ok(!a.equals(renderMicrograph({ ...spec, key: 'colon-cdh1-ihc' }, 128, 96)));
  });

  test('fluorescence is dark, brightfield is light', () => {
    const mean = (pixels: Buffer) => pixels.reduce((sum, v) => sum + v, 0) / pixels.length;
    assert.ok(mean(renderMicrograph({ kind: 'if', key: 'brain-gfap-if', localisation: 'fibre' }, 256, 192)) < 80);
    assert.ok(mean(renderMicrograph({ kind: 'he', key: 'liver-he' }, 256, 192)) > 150);
  });

  test('file names follow the render spec, so a changed look gets new URLs', () => {
    const he = galleryAssetPaths({ kind: 'he', key: 'Liver-HE' });
    assert.match(he.thumb, /^\/files\/gallery\/liver-he-[0-9a-f]{12}\.jpg$/);
    assert.equal(he.dzi, he.thumb.replace(/\.jpg$/, '.dzi'));
    assert.notEqual(galleryAssetPaths({ kind: 'special', key: 'Liver-HE', stain: 'masson' }).base, he.base);
  });

  test('an image is written as a Deep Zoom pyramid and a thumbnail', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gallery-'));
    try {
      const spec: RenderSpec = { kind: 'device', key: 'equipment-rotary-microtome' };
      await renderGalleryImage(dir, spec);
      const base = path.join(dir, galleryAssetPaths(spec).base);
      const dzi = await readFile(`${base}.dzi`, 'utf8');
      assert.match(dzi, new RegExp(`Height="${IMAGE_HEIGHT}"`));
      assert.match(dzi, new RegExp(`Width="${IMAGE_WIDTH}"`));
      assert.match(dzi, /TileSize="256"/);
      // Levels 0 … ceil(log2(2048)) = 11; the top level is 8 × 6 tiles of 256 px.
      const levels = (await readdir(`${base}_files`)).filter((name) => /^\d+$/.test(name));
      assert.equal(levels.length, 12);
      assert.equal((await readdir(`${base}_files/11`)).length, 48);
      const thumb = await sharp(`${base}.jpg`).metadata();
      assert.deepEqual([thumb.format, thumb.width, thumb.height], ['jpeg', THUMB_WIDTH, THUMB_HEIGHT]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('two instances rendering one image at once leave one whole pyramid, a served tile never removed, and no leftovers', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gallery-'));
    try {
      const spec: RenderSpec = { kind: 'device', key: 'equipment-rotary-microtome' };
      await renderGalleryImage(dir, spec);
      const base = path.join(dir, galleryAssetPaths(spec).base);
      const tile = await readFile(`${base}_files/11/0_0.jpeg`);
      // Two more renderings, one while the other writes: the tiles being served stay in place throughout.
      const reads: Promise<Buffer>[] = [];
      await Promise.all([renderGalleryImage(dir, spec), renderGalleryImage(dir, spec), (async () => reads.push(readFile(`${base}_files/11/0_0.jpeg`)))()]);
      for (const read of reads) assert.ok((await read).equals(tile));
      assert.equal((await readdir(`${base}_files/11`)).length, 48);
      assert.deepEqual(
        (await readdir(path.dirname(base))).filter((name) => name.startsWith('.')),
        [],
        'no private folder left behind',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
