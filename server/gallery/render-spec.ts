/**
 * What a gallery image looks like, as data: the seed stores one RenderSpec per image and the pyramid
 * step renders from it (docs/architecture.md §5 "Gallery images"). The files are named after a
 * hash of the RenderSpec, so a changed look gets new URLs (safe to cache for a year) and an unchanged
 * one is never rendered twice.
 */
import { createHash } from 'node:crypto';

/** Micrograph styles: routine H&E, a histochemical special stain, DAB IHC, fluorescence, or an instrument drawing. */
type RenderKind = 'he' | 'special' | 'ihc' | 'if' | 'device';

/** Where a marker's signal sits in the cell. */
export type Localisation = 'nuclear' | 'membrane' | 'cytoplasm' | 'fibre';

export interface RenderSpec {
  kind: RenderKind;
  /** Seeds the procedural noise and cell fields: the same key draws the same picture. */
  key: string;
  /** Special stain id (vocabulary stains) for kind 'special'. */
  stain?: string;
  /** Signal localisation for 'ihc' and 'if'. */
  localisation?: Localisation;
  /** Share of cells carrying the marker, 0–1, for 'ihc' and 'if'. */
  positive?: number;
}

/** Bump when the renderer's output changes, so every pyramid is drawn again under new names. */
const RENDER_VERSION = 2;

/** Full-resolution size of a micrograph: 2048×1536 keeps a full seed well under a minute on two cores (measured in docs/architecture.md §5). */
export const IMAGE_WIDTH = 2048;
export const IMAGE_HEIGHT = 1536;
/** Card thumbnails, same 4:3 shape. */
export const THUMB_WIDTH = 640;
export const THUMB_HEIGHT = 480;
/** Deep Zoom tile edge and overlap. */
export const TILE_SIZE = 256;

function specHash(spec: RenderSpec): string {
  const canonical = JSON.stringify([RENDER_VERSION, spec.kind, spec.key, spec.stain ?? null, spec.localisation ?? null, spec.positive ?? null]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 12);
}

export interface GalleryAssetPaths {
  /** File base under the files folder, without extension: gallery/<key>-<hash>. */
  base: string;
  /** Public URLs. */
  thumb: string;
  dzi: string;
}

/** The files of one image, derived from its spec alone. */
export function galleryAssetPaths(spec: RenderSpec): GalleryAssetPaths {
  const slug = spec.key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const base = `gallery/${slug}-${specHash(spec)}`;
  return { base, thumb: `/files/${base}.jpg`, dzi: `/files/${base}.dzi` };
}
