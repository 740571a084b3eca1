/**
 * Procedural micrographs for the demo gallery (docs/architecture.md §5 "Gallery images"): a
 * tissue field from smooth value noise (stroma, fibres and empty lumens), cells scattered over
 * it, and the colours of the stain. Pure: the same spec and size always give the same pixels.
 */
import type { Localisation, RenderSpec } from './render-spec';

type Rgb = readonly [number, number, number];

/** How a histochemical stain colours the section: background, stroma, its own accent and nuclei. */
interface Palette {
  glass: Rgb;
  stroma: Rgb;
  accent: Rgb;
  nuclei: Rgb;
  /** Where the accent shows: along fibres, as round deposits, or as fine granules in cells. */
  accentMode: 'fibre' | 'blob' | 'granule';
  /** 0–1: how much of the stroma takes the accent. */
  accentShare: number;
}

const HE: Palette = { glass: [246, 240, 245], stroma: [232, 148, 188], accent: [214, 92, 140], nuclei: [72, 42, 122], accentMode: 'fibre', accentShare: 0.25 };

const specialPalettes: Record<string, Palette> = {
  masson: { glass: [242, 240, 244], stroma: [206, 84, 104], accent: [70, 112, 196], nuclei: [48, 34, 66], accentMode: 'fibre', accentShare: 0.5 },
  'sirius-red': { glass: [246, 238, 196], stroma: [236, 214, 150], accent: [196, 32, 52], nuclei: [130, 100, 70], accentMode: 'fibre', accentShare: 0.45 },
  pas: { glass: [244, 236, 242], stroma: [232, 196, 220], accent: [196, 40, 140], nuclei: [66, 66, 146], accentMode: 'fibre', accentShare: 0.35 },
  'alcian-blue': { glass: [244, 232, 236], stroma: [236, 206, 216], accent: [56, 132, 192], nuclei: [196, 76, 100], accentMode: 'blob', accentShare: 0.3 },
  'oil-red-o': { glass: [244, 244, 242], stroma: [224, 222, 230], accent: [218, 40, 40], nuclei: [82, 92, 172], accentMode: 'blob', accentShare: 0.35 },
  'toluidine-blue': {
    glass: [238, 240, 248],
    stroma: [150, 166, 214],
    accent: [138, 42, 142],
    nuclei: [40, 52, 130],
    accentMode: 'granule',
    accentShare: 0.12,
  },
  nissl: { glass: [238, 238, 248], stroma: [206, 204, 230], accent: [92, 70, 162], nuclei: [70, 56, 140], accentMode: 'granule', accentShare: 0.4 },
  'luxol-fast-blue': { glass: [242, 240, 246], stroma: [226, 176, 206], accent: [56, 140, 204], nuclei: [96, 56, 140], accentMode: 'fibre', accentShare: 0.6 },
  'safranin-o': { glass: [242, 244, 240], stroma: [92, 164, 116], accent: [222, 64, 64], nuclei: [40, 40, 50], accentMode: 'blob', accentShare: 0.45 },
  'von-kossa': { glass: [244, 236, 236], stroma: [232, 182, 190], accent: [34, 30, 30], nuclei: [200, 80, 100], accentMode: 'blob', accentShare: 0.2 },
  'alizarin-red': { glass: [246, 242, 236], stroma: [236, 214, 196], accent: [222, 82, 40], nuclei: [120, 100, 110], accentMode: 'blob', accentShare: 0.3 },
  'prussian-blue': { glass: [246, 236, 240], stroma: [232, 184, 202], accent: [40, 82, 200], nuclei: [196, 70, 96], accentMode: 'granule', accentShare: 0.2 },
  reticulin: { glass: [236, 232, 222], stroma: [204, 184, 146], accent: [30, 28, 30], nuclei: [90, 70, 80], accentMode: 'fibre', accentShare: 0.4 },
  evg: { glass: [246, 240, 226], stroma: [232, 204, 110], accent: [30, 24, 32], nuclei: [40, 30, 40], accentMode: 'fibre', accentShare: 0.35 },
  'congo-red': { glass: [244, 238, 240], stroma: [226, 190, 200], accent: [222, 110, 110], nuclei: [70, 80, 160], accentMode: 'blob', accentShare: 0.3 },
};

/** DAB brown over a haematoxylin counterstain. */
const IHC: Palette = { glass: [244, 242, 240], stroma: [218, 218, 230], accent: [132, 76, 32], nuclei: [92, 102, 172], accentMode: 'granule', accentShare: 0 };

/** A 32-bit PRNG (mulberry32) seeded from the render spec's key. */
export function seededRandom(key: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth value noise on a coarse lattice, sampled anywhere with smoothstep interpolation. */
function valueNoise(random: () => number, width: number, height: number, cell: number): (x: number, y: number) => number {
  const cols = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const lattice = new Float32Array(cols * rows);
  for (let i = 0; i < lattice.length; i += 1) lattice[i] = random();
  return (x, y) => {
    const gx = x / cell;
    const gy = y / cell;
    const ix = Math.floor(gx);
    const iy = Math.floor(gy);
    const fx = gx - ix;
    const fy = gy - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const i = iy * cols + ix;
    const top = lattice[i]! + (lattice[i + 1]! - lattice[i]!) * sx;
    const bottom = lattice[i + cols]! + (lattice[i + cols + 1]! - lattice[i + cols]!) * sx;
    return top + (bottom - top) * sy;
  };
}

interface Canvas {
  width: number;
  height: number;
  /** RGB, 0–255 as floats while drawing. */
  data: Float32Array;
}

function blend(canvas: Canvas, index: number, colour: Rgb, alpha: number): void {
  const d = canvas.data;
  d[index] = d[index]! + (colour[0] - d[index]!) * alpha;
  d[index + 1] = d[index + 1]! + (colour[1] - d[index + 1]!) * alpha;
  d[index + 2] = d[index + 2]! + (colour[2] - d[index + 2]!) * alpha;
}

function add(canvas: Canvas, index: number, colour: Rgb, amount: number): void {
  const d = canvas.data;
  d[index] = d[index]! + colour[0] * amount;
  d[index + 1] = d[index + 1]! + colour[1] * amount;
  d[index + 2] = d[index + 2]! + colour[2] * amount;
}

interface Cell {
  x: number;
  y: number;
  rx: number;
  ry: number;
  angle: number;
  positive: boolean;
}

/**
 * Visits the pixels of an ellipse grown by `scale`, with d = the normalised distance from the
 * centre in units of the nucleus' radii (1 on the nucleus' edge).
 */
function eachInEllipse(canvas: Canvas, cell: Cell, scale: number, visit: (index: number, d: number, x: number, y: number) => void): void {
  const r = Math.max(cell.rx, cell.ry) * scale;
  const cos = Math.cos(cell.angle);
  const sin = Math.sin(cell.angle);
  const x0 = Math.max(0, Math.floor(cell.x - r));
  const x1 = Math.min(canvas.width - 1, Math.ceil(cell.x + r));
  const y0 = Math.max(0, Math.floor(cell.y - r));
  const y1 = Math.min(canvas.height - 1, Math.ceil(cell.y + r));
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const dx = x - cell.x;
      const dy = y - cell.y;
      const u = (dx * cos + dy * sin) / cell.rx;
      const v = (-dx * sin + dy * cos) / cell.ry;
      const d = Math.sqrt(u * u + v * v);
      if (d <= scale) visit((y * canvas.width + x) * 3, d, x, y);
    }
  }
}

function scatterCells(
  random: () => number,
  tissue: (x: number, y: number) => number,
  width: number,
  height: number,
  count: number,
  radius: number,
  positiveShare: number,
): Cell[] {
  const cells: Cell[] = [];
  let tries = 0;
  while (cells.length < count && tries < count * 6) {
    tries += 1;
    const x = random() * width;
    const y = random() * height;
    // Cells sit in tissue, thinning out towards the lumens.
    if (tissue(x, y) < 0.36 + random() * 0.12) continue;
    const r = radius * (0.7 + random() * 0.6);
    const elongation = 0.55 + random() * 0.45;
    cells.push({ x, y, rx: r, ry: r * elongation, angle: random() * Math.PI, positive: random() < positiveShare });
  }
  return cells;
}

/** Wavy parallel fibres: `along` is the fibres' direction as [cos, sin] times their frequency. */
function fibre(x: number, y: number, along: readonly [number, number], warp: number): number {
  return 0.5 + 0.5 * Math.sin(x * along[0] + y * along[1] + warp * 9);
}

function direction(angle: number, frequency: number): [number, number] {
  return [Math.cos(angle) * frequency, Math.sin(angle) * frequency];
}

/** Brightfield sections: H&E, special stains and DAB IHC. */
function brightfield(spec: RenderSpec, width: number, height: number): Canvas {
  const random = seededRandom(spec.key);
  const palette = spec.kind === 'he' ? HE : spec.kind === 'ihc' ? IHC : (specialPalettes[spec.stain ?? ''] ?? HE);
  const scale = width / 2048;
  const coarse = valueNoise(random, width, height, 300 * scale);
  const middle = valueNoise(random, width, height, 110 * scale);
  // Two octaves on lattices of unrelated sizes, so the lumens' outlines do not follow one grid.
  const tissue = (x: number, y: number) => coarse(x, y) * 0.7 + middle(x, y) * 0.3;
  const detail = valueNoise(random, width, height, 48 * scale);
  const warp = valueNoise(random, width, height, 150 * scale);
  const accentField = valueNoise(random, width, height, 90 * scale);
  const along = direction(random() * Math.PI, (0.12 + random() * 0.08) / scale);
  const canvas: Canvas = { width, height, data: new Float32Array(width * height * 3) };

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const fine = detail(x, y);
      const t = tissue(x, y) + (fine - 0.5) * 0.06;
      // Tissue fades into the empty glass of vessels and lumens over a short edge.
      const cover = Math.min(1, Math.max(0, (t - 0.36) * 14));
      const grain = (random() - 0.5) * 14;
      const f = fibre(x, y, along, warp(x, y));
      const shade = 0.86 + 0.14 * f + (fine - 0.5) * 0.12;
      canvas.data[i] = palette.glass[0] + grain;
      canvas.data[i + 1] = palette.glass[1] + grain;
      canvas.data[i + 2] = palette.glass[2] + grain;
      if (cover > 0) {
        const stroma: Rgb = [palette.stroma[0] * shade, palette.stroma[1] * shade, palette.stroma[2] * shade];
        blend(canvas, i, stroma, cover * 0.92);
        if (palette.accentMode === 'fibre' && palette.accentShare > 0) {
          const on = accentField(x, y) < palette.accentShare ? Math.pow(f, 3) : 0;
          if (on > 0.05) blend(canvas, i, palette.accent, on * cover * 0.85);
        }
      }
    }
  }

  const nucleusRadius = (spec.kind === 'ihc' ? 8 : 7) * scale;
  const cells = scatterCells(random, tissue, width, height, Math.round(3200 * scale * scale), nucleusRadius, spec.positive ?? palette.accentShare);
  const localisation: Localisation = spec.localisation ?? 'cytoplasm';
  for (const cell of cells) {
    const brown = spec.kind === 'ihc' && cell.positive;
    if (brown && localisation !== 'nuclear') {
      // DAB around the nucleus: a ring on the membrane, a halo in the cytoplasm or processes.
      const reach = localisation === 'fibre' ? 3.4 : 2.3;
      eachInEllipse(canvas, cell, reach, (i, d) => {
        if (d < 1) return;
        const strength = localisation === 'membrane' ? Math.max(0, 1 - Math.abs(d - 2) * 3) : (reach - d) / (reach - 1);
        blend(canvas, i, palette.accent, Math.min(0.85, strength * (0.6 + random() * 0.3)));
      });
    }
    if (palette.accentMode === 'granule' && cell.positive && spec.kind === 'special') {
      eachInEllipse(canvas, cell, 2.1, (i, d) => {
        if (d > 1 && random() < 0.35) blend(canvas, i, palette.accent, 0.8);
      });
    }
    if (palette.accentMode === 'blob' && cell.positive) {
      const blob: Cell = { ...cell, x: cell.x + cell.rx * 2.2, rx: cell.rx * 1.9, ry: cell.rx * 1.8 };
      eachInEllipse(canvas, blob, 1, (i, d) => blend(canvas, i, palette.accent, 0.82 * (1 - d * d * 0.5)));
    }
    const nucleus = brown && localisation === 'nuclear' ? ([110, 62, 26] as const) : palette.nuclei;
    eachInEllipse(canvas, cell, 1, (i, d) => {
      // Darker rim and speckled chromatin, as haematoxylin shows them.
      const chromatin = random() < 0.25 ? 0.15 : 0;
      blend(canvas, i, nucleus, Math.min(0.95, 0.7 + d * 0.2 + chromatin));
    });
  }
  return canvas;
}

/** Fluorescence: dark field, DAPI nuclei, the marker in green and a red co-stain. */
function fluorescence(spec: RenderSpec, width: number, height: number): Canvas {
  const random = seededRandom(spec.key);
  const scale = width / 2048;
  const tissue = valueNoise(random, width, height, 240 * scale);
  const warp = valueNoise(random, width, height, 120 * scale);
  const along = direction(random() * Math.PI, (0.16 + random() * 0.08) / scale);
  const canvas: Canvas = { width, height, data: new Float32Array(width * height * 3) };
  const green: Rgb = [40, 230, 90];
  const red: Rgb = [235, 50, 60];
  const blue: Rgb = [50, 80, 255];
  const localisation = spec.localisation ?? 'cytoplasm';

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const noise = random() * 6;
      canvas.data[i] = 4 + noise;
      canvas.data[i + 1] = 5 + noise;
      canvas.data[i + 2] = 9 + noise;
      const t = tissue(x, y);
      if (t > 0.4) {
        // Autofluorescence of the tissue, and fibres of the marker where it lines structures.
        add(canvas, i, [20, 24, 22], (t - 0.4) * 1.2);
        if (localisation === 'fibre') {
          const f = Math.pow(fibre(x, y, along, warp(x, y)), 6);
          add(canvas, i, green, f * 0.7 * (t - 0.4) * 2.2);
        }
      }
    }
  }
  const cells = scatterCells(random, tissue, width, height, Math.round(2400 * scale * scale), 7 * scale, spec.positive ?? 0.4);
  for (const cell of cells) {
    if (cell.positive && localisation !== 'fibre') {
      const reach = localisation === 'nuclear' ? 1 : 2.4;
      eachInEllipse(canvas, cell, reach, (i, d) => {
        const glow = localisation === 'membrane' ? Math.max(0, 1 - Math.abs(d - 2.1) * 2.5) : Math.max(0, 1 - d / reach);
        add(canvas, i, green, glow * 0.9);
      });
    }
    if (!cell.positive && random() < 0.2) {
      eachInEllipse(canvas, cell, 2, (i, d) => add(canvas, i, red, Math.max(0, 1 - d / 2) * 0.6));
    }
    eachInEllipse(canvas, cell, 1.25, (i, d) => add(canvas, i, blue, Math.min(1, 1.25 - d) * 0.8 + 0.1));
  }
  return canvas;
}

/** 8-bit RGB pixels of a micrograph (kinds he, special, ihc, if). */
export function renderMicrograph(spec: RenderSpec, width: number, height: number): Buffer {
  if (spec.kind === 'device') throw new Error('renderMicrograph: devices are drawn as SVG (server/gallery/device.ts)');
  const canvas = spec.kind === 'if' ? fluorescence(spec, width, height) : brightfield(spec, width, height);
  const out = Buffer.alloc(canvas.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = Math.max(0, Math.min(255, Math.round(canvas.data[i]!)));
  return out;
}
