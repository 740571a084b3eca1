/**
 * The demo catalogue's pictures as SVG (docs/product.md §2.6 imagery), rasterised by images.ts:
 * a product shot per kind of product with its name and Cat. No. on the label, and the
 * validation figures of antibodies. Everything is fixed by the Cat. No., never random.
 */
import { bandPosition, hashOf, LADDER_KDA } from '../../contract/evidence';
import { SUPPLIER_NAME } from '../supplier';

export type ProductKind = 'vial' | 'bottle' | 'kit' | 'rack' | 'instrument' | 'plate';

/** A category's colours: the label band and the cap. */
export interface Colours {
  main: string;
  accent: string;
}

const PALETTES: readonly Colours[] = [
  { main: '#0b5394', accent: '#9fc5e8' },
  { main: '#38761d', accent: '#b6d7a8' },
  { main: '#741b47', accent: '#d5a6bd' },
  { main: '#134f5c', accent: '#a2c4c9' },
  { main: '#7f6000', accent: '#ffe599' },
  { main: '#990000', accent: '#ea9999' },
];

export function coloursOf(category: string): Colours {
  return PALETTES[hashOf(category) % PALETTES.length] ?? { main: '#0b5394', accent: '#9fc5e8' };
}

/** The kind of product a Cat. No. prefix stands for (server/seed's families); kits by their name. */
export function productKind(itemno: string, title: string): ProductKind {
  if (/\bkit\b/i.test(title)) return 'kit';
  const prefix = itemno.match(/^[A-Z]+/)?.[0] ?? '';
  if (['AB', 'AC', 'AS', 'P', 'CL'].includes(prefix)) return 'vial';
  if (['R', 'M', 'MC', 'MS'].includes(prefix)) return 'bottle';
  if (prefix === 'C') return 'rack';
  if (prefix === 'IN') return 'instrument';
  if (prefix === 'S') return 'plate';
  return 'kit';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Splits a title into at most `lines` lines of about `width` characters, the last one ellipsed. */
export function wrapLabel(text: string, width: number, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${(kept[lines - 1] ?? '').slice(0, Math.max(0, width - 1))}…`;
  return kept;
}

const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';

/** A whole SVG document of the given size around `body`. */
function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The glass of vials, bottles and tubes: a pale, lit-from-the-left gradient (id "glass"). */
const GLASS_GRADIENT = `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dfe6ea"/><stop offset=".35" stop-color="#ffffff"/><stop offset="1" stop-color="#cfd8dc"/></linearGradient>`;

/** Numbers in [0, 1) fixed by `seed` (a linear congruential generator), so a figure is the same on every render. */
function seededRandom(seed: string, whenZero: number): () => number {
  let state = hashOf(seed) || whenZero;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A micrograph's scale bar, bottom right, with its length written above it. */
function scaleBar(width: number, height: number, colour: string, label: string): string {
  return `<rect x="${width - 80}" y="${height - 22}" width="60" height="4" fill="${colour}"/><text x="${width - 50}" y="${height - 28}" ${FONT} font-size="12" text-anchor="middle" fill="${colour}">${label}</text>`;
}

function labelText(x: number, y: number, title: string, itemno: string, width: number, size: number, lines = 3): string {
  const rows = wrapLabel(title, width, lines)
    .map((row, i) => `<text x="${x}" y="${y + i * size * 1.25}" ${FONT} font-size="${size}" fill="#1d1d1d">${escapeXml(row)}</text>`)
    .join('');
  const noY = y + lines * size * 1.25 + size * 0.4;
  return `${rows}<text x="${x}" y="${noY}" ${FONT} font-size="${size * 1.1}" font-weight="bold" fill="#1d1d1d">Cat. No. ${escapeXml(itemno)}</text>`;
}

function backdrop(width: number, height: number, colours: Colours, variant: number): string {
  const tint = variant % 2 === 0 ? '#f5f7f9' : '#eef2f5';
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></linearGradient>` +
    `${GLASS_GRADIENT}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<ellipse cx="${width / 2}" cy="${height - 46}" rx="${width * 0.36}" ry="14" fill="#000" opacity=".08"/>` +
    `<rect x="0" y="${height - 8}" width="${width}" height="8" fill="${colours.main}"/>`
  );
}

function vial(title: string, itemno: string, c: Colours): string {
  return (
    `<rect x="236" y="60" width="128" height="52" rx="8" fill="${c.main}"/>` +
    `<rect x="244" y="104" width="112" height="16" fill="${c.accent}"/>` +
    `<rect x="220" y="118" width="160" height="240" rx="18" fill="url(#glass)" stroke="#b0bec5" stroke-width="2"/>` +
    `<rect x="222" y="168" width="156" height="150" fill="#ffffff" stroke="#e0e0e0"/>` +
    `<rect x="222" y="168" width="156" height="22" fill="${c.main}"/>` +
    labelText(230, 208, title, itemno, 20, 11.5, 5)
  );
}

function bottle(title: string, itemno: string, c: Colours): string {
  return (
    `<rect x="250" y="40" width="100" height="46" rx="6" fill="${c.main}"/>` +
    `<path d="M262 86 h76 v24 q52 14 52 60 v178 q0 12 -12 12 h-156 q-12 0 -12 -12 v-178 q0 -46 52 -60z" fill="url(#glass)" stroke="#b0bec5" stroke-width="2"/>` +
    `<rect x="212" y="190" width="176" height="140" fill="#ffffff" stroke="#e0e0e0"/>` +
    `<rect x="212" y="190" width="176" height="22" fill="${c.main}"/>` +
    labelText(220, 230, title, itemno, 23, 12, 4)
  );
}

function kit(title: string, itemno: string, c: Colours): string {
  return (
    `<path d="M140 140 l60 -50 h300 l-60 50z" fill="${c.accent}"/>` +
    `<path d="M440 140 l60 -50 v210 l-60 50z" fill="${c.main}" opacity=".85"/>` +
    `<rect x="140" y="140" width="300" height="210" fill="#ffffff" stroke="${c.main}" stroke-width="3"/>` +
    `<rect x="140" y="140" width="300" height="36" fill="${c.main}"/>` +
    `<text x="156" y="164" ${FONT} font-size="15" font-weight="bold" fill="#ffffff">${SUPPLIER_NAME.en}</text>` +
    labelText(156, 204, title, itemno, 36, 13, 4)
  );
}

function rack(title: string, itemno: string, c: Colours): string {
  const tubes = Array.from({ length: 12 }, (_, i) => {
    const x = 130 + i * 30;
    return `<rect x="${x}" y="110" width="18" height="150" rx="9" fill="url(#glass)" stroke="#b0bec5"/><rect x="${x - 2}" y="100" width="22" height="16" rx="3" fill="${c.main}"/>`;
  }).join('');
  return (
    tubes +
    `<rect x="110" y="200" width="380" height="70" rx="6" fill="${c.accent}" stroke="${c.main}" stroke-width="2"/>` +
    `<rect x="150" y="282" width="300" height="74" fill="#ffffff" stroke="#e0e0e0"/>` +
    labelText(160, 302, title, itemno, 40, 11, 3)
  );
}

function instrument(title: string, itemno: string, c: Colours): string {
  return (
    `<rect x="110" y="90" width="380" height="250" rx="16" fill="#eceff1" stroke="#90a4ae" stroke-width="2"/>` +
    `<rect x="130" y="110" width="200" height="120" rx="6" fill="#263238"/>` +
    `<polyline points="140,200 170,180 200,190 230,150 260,165 290,130 320,140" fill="none" stroke="${c.accent}" stroke-width="3"/>` +
    `<circle cx="400" cy="150" r="34" fill="${c.main}"/><circle cx="400" cy="150" r="14" fill="#eceff1"/>` +
    `<rect x="350" y="200" width="110" height="14" rx="7" fill="${c.accent}"/>` +
    `<rect x="110" y="250" width="380" height="8" fill="${c.main}"/>` +
    labelText(130, 280, title, itemno, 48, 11.5, 2)
  );
}

function plate(title: string, itemno: string, c: Colours): string {
  const wells = Array.from({ length: 8 * 12 }, (_, i) => {
    const row = Math.floor(i / 12);
    const col = i % 12;
    const filled = (row * 7 + col * 3) % 5 !== 0;
    return `<circle cx="${150 + col * 26}" cy="${110 + row * 22}" r="8.5" fill="${filled ? c.accent : '#ffffff'}" stroke="${c.main}" stroke-width="1"/>`;
  }).join('');
  return (
    `<rect x="124" y="88" width="352" height="196" rx="10" fill="#fafafa" stroke="#90a4ae" stroke-width="2"/>` +
    wells +
    `<rect x="150" y="296" width="300" height="60" fill="#ffffff" stroke="#e0e0e0"/>` +
    labelText(160, 314, title, itemno, 40, 11, 2)
  );
}

const DRAW: Record<ProductKind, (title: string, itemno: string, c: Colours) => string> = { vial, bottle, kit, rack, instrument, plate };

/** A 600×400 product shot; variant 2 and 3 are the gallery's other views (a closer, tilted label). */
export function productSvg(kind: ProductKind, title: string, itemno: string, colours: Colours, variant = 1): string {
  const shot = DRAW[kind](title, itemno, colours);
  const view =
    variant === 1
      ? shot
      : `<g transform="translate(300 200) scale(${variant === 2 ? 1.18 : 0.9}) rotate(${variant === 2 ? -4 : 5}) translate(-300 -200)">${shot}</g>`;
  return svgDocument(600, 400, `${backdrop(600, 400, colours, variant)}${view}`);
}

/** A western blot: ladder and three lanes with the band at `kDa`. */
export function westernBlotSvg(kDa: number, lanes: readonly string[], seed: string, width: number, height: number): string {
  const gelLeft = 70;
  const gelTop = 70;
  const gelRight = width - 30;
  const gelBottom = height - 24;
  const laneWidth = (gelRight - gelLeft) / (lanes.length + 1);
  const hash = hashOf(seed);
  const ladder = LADDER_KDA.map((marker) => {
    const y = bandPosition(marker, gelTop + 10, gelBottom - 10);
    return `<rect x="${gelLeft + 10}" y="${y - 2}" width="${laneWidth - 20}" height="4" rx="2" fill="#7d8a91"/><text x="${gelLeft - 8}" y="${y + 4}" ${FONT} font-size="12" text-anchor="end" fill="#37474f">${marker}</text>`;
  }).join('');
  const bandY = bandPosition(kDa, gelTop + 10, gelBottom - 10);
  const bands = lanes
    .map((lane, i) => {
      const x = gelLeft + laneWidth * (i + 1);
      const strength = 0.55 + (((hash >>> (i * 5)) & 31) / 31) * 0.4;
      return (
        `<rect x="${x + 10}" y="${bandY - 5}" width="${laneWidth - 20}" height="10" rx="5" fill="#111" opacity="${strength.toFixed(2)}" filter="url(#blur)"/>` +
        `<text x="${x + laneWidth / 2}" y="${gelTop - 10}" ${FONT} font-size="12" text-anchor="middle" fill="#37474f" transform="rotate(-20 ${x + laneWidth / 2} ${gelTop - 10})">${escapeXml(lane)}</text>`
      );
    })
    .join('');
  return svgDocument(
    width,
    height,
    `<defs><filter id="blur"><feGaussianBlur stdDeviation="1.6"/></filter><linearGradient id="gel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9eef0"/><stop offset="1" stop-color="#d9e1e4"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
      `<rect x="${gelLeft}" y="${gelTop}" width="${gelRight - gelLeft}" height="${gelBottom - gelTop}" fill="url(#gel)"/>` +
      `<text x="${gelLeft - 8}" y="${gelTop - 10}" ${FONT} font-size="12" text-anchor="end" fill="#37474f">kDa</text>` +
      ladder +
      bands +
      `<path d="M${gelRight + 4} ${bandY} l12 -6 v12z" fill="#c62828"/>`,
  );
}

/** Immunofluorescence: cells with blue nuclei and the target in green, on black. */
export function fluorescenceSvg(seed: string, width: number, height: number, tissue: boolean): string {
  const next = seededRandom(seed, 1);
  const cells = Array.from({ length: tissue ? 40 : 16 }, () => {
    const x = 20 + next() * (width - 40);
    const y = 20 + next() * (height - 40);
    const r = tissue ? 10 + next() * 8 : 22 + next() * 14;
    return (
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#27d468" opacity="${(0.45 + next() * 0.45).toFixed(2)}" filter="url(#glow)"/>` +
      `<ellipse cx="${(x + (next() - 0.5) * 4).toFixed(1)}" cy="${(y + (next() - 0.5) * 4).toFixed(1)}" rx="${(r * 0.45).toFixed(1)}" ry="${(r * 0.38).toFixed(1)}" fill="#3d6cff" opacity=".9"/>`
    );
  }).join('');
  return svgDocument(
    width,
    height,
    `<defs><filter id="glow"><feGaussianBlur stdDeviation="3"/></filter></defs>` +
      `<rect width="${width}" height="${height}" fill="#03070a"/>${cells}` +
      scaleBar(width, height, '#fff', '20 µm'),
  );
}

/** Immunohistochemistry (DAB, haematoxylin counterstain): brown-stained cells among blue nuclei. */
export function immunohistochemistrySvg(seed: string, width: number, height: number): string {
  const next = seededRandom(seed, 7);
  const cells = Array.from({ length: 160 }, () => {
    const x = next() * width;
    const y = next() * height;
    const stained = next() < 0.45;
    const r = 5 + next() * 5;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(r * 1.3).toFixed(1)}" ry="${r.toFixed(1)}" fill="${stained ? '#8d5524' : '#5b6bb0'}" opacity="${(0.55 + next() * 0.4).toFixed(2)}"/>`;
  }).join('');
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#f3e9ef"/>` +
      `<path d="M0 ${height * 0.3} C ${width * 0.3} ${height * 0.2}, ${width * 0.6} ${height * 0.5}, ${width} ${height * 0.35}" stroke="#e4c7d6" stroke-width="40" fill="none"/>` +
      cells +
      scaleBar(width, height, '#222', '50 µm'),
  );
}

/** Flow cytometry: isotype control (grey) and stained cells (blue), shifted right. */
export function histogramSvg(seed: string, width: number, height: number): string {
  const shift = 0.3 + ((hashOf(seed) % 100) / 100) * 0.25;
  const left = 50;
  const bottom = height - 40;
  const plotWidth = width - 70;
  const plotHeight = height - 70;
  const path = (centre: number, spread: number) => {
    const points = Array.from({ length: 101 }, (_, i) => {
      const t = i / 100;
      const y = bottom - plotHeight * Math.exp(-((t - centre) ** 2) / (2 * spread ** 2));
      return `${(left + plotWidth * t).toFixed(1)},${y.toFixed(1)}`;
    });
    return `M${left},${bottom} L${points.join(' L')} L${left + plotWidth},${bottom}Z`;
  };
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
      `<path d="${path(0.2, 0.07)}" fill="none" stroke="#78909c" stroke-width="2"/>` +
      `<path d="${path(0.2 + shift, 0.09)}" fill="#0b5394" fill-opacity=".35" stroke="#0b5394" stroke-width="2"/>` +
      `<path d="M${left} 20 V${bottom} H${left + plotWidth}" fill="none" stroke="#37474f" stroke-width="1.5"/>` +
      `<text x="${left + plotWidth / 2}" y="${height - 12}" ${FONT} font-size="13" text-anchor="middle" fill="#37474f">Fluorescence intensity (log)</text>` +
      `<text x="18" y="${20 + plotHeight / 2}" ${FONT} font-size="13" text-anchor="middle" fill="#37474f" transform="rotate(-90 18 ${20 + plotHeight / 2})">Count</text>`,
  );
}

interface BannerScene {
  from: string;
  to: string;
  /** Products on the right, each drawn in its 600×400 frame, scaled and placed. */
  items: { kind: ProductKind; title: string; itemno: string; x: number; y: number; scale: number }[];
  /** A figure tile beside them. */
  tile?: 'wb' | 'ihc' | 'if';
  /** Large language-free lettering (e.g. a date), top left. */
  mark?: string;
}

const BANNERS: Record<string, BannerScene> = {
  'home-antibodies': {
    from: '#0b3d6e',
    to: '#0b5394',
    items: [
      { kind: 'vial', title: 'Recombinant Anti-GAPDH antibody, rabbit monoclonal', itemno: 'AB10001R', x: 400, y: 40, scale: 0.8 },
      { kind: 'vial', title: 'Anti-beta Actin antibody, mouse monoclonal', itemno: 'AB10002M', x: 540, y: 60, scale: 0.75 },
    ],
    tile: 'wb',
  },
  'home-reagents': {
    from: '#0d3b43',
    to: '#134f5c',
    items: [
      { kind: 'bottle', title: 'RIPA lysis buffer, strong', itemno: 'R10011', x: 520, y: 30, scale: 0.82 },
      { kind: 'kit', title: 'BCA protein assay kit', itemno: 'R10042', x: 760, y: 70, scale: 0.75 },
    ],
  },
  'home-consumables': {
    from: '#274e13',
    to: '#38761d',
    items: [
      { kind: 'rack', title: 'Centrifuge tubes, 15 mL, conical, sterile', itemno: 'C10004', x: 440, y: 50, scale: 0.8 },
      { kind: 'plate', title: 'Cell culture plate, 96 wells, TC-treated', itemno: 'C10021', x: 830, y: 80, scale: 0.7 },
    ],
  },
  'home-media': {
    from: '#4c1130',
    to: '#741b47',
    items: [
      { kind: 'bottle', title: 'DMEM, high glucose, liquid, 1×', itemno: 'M10001', x: 560, y: 30, scale: 0.82 },
      { kind: 'bottle', title: 'RPMI 1640, liquid, with L-glutamine', itemno: 'M10005', x: 760, y: 50, scale: 0.78 },
    ],
  },
  'home-services': {
    from: '#20124d',
    to: '#351c75',
    items: [{ kind: 'instrument', title: 'Automated slide scanner', itemno: 'IN10012', x: 700, y: 60, scale: 0.75 }],
    tile: 'ihc',
  },
  'advert-double-eleven': {
    from: '#7f1d1d',
    to: '#c0392b',
    items: [
      { kind: 'kit', title: 'Human IL-6 ELISA kit', itemno: 'R10023', x: 560, y: 50, scale: 0.75 },
      { kind: 'vial', title: 'Anti-Ki67 antibody, rabbit polyclonal', itemno: 'AB10067P', x: 800, y: 60, scale: 0.72 },
    ],
    mark: '11.11',
  },
  'advert-trial-packs': {
    from: '#134f5c',
    to: '#38761d',
    items: [
      { kind: 'vial', title: 'Anti-GAPDH antibody (trial size)', itemno: 'CS10001', x: 560, y: 50, scale: 0.75 },
      { kind: 'bottle', title: 'RIPA lysis buffer (trial pack)', itemno: 'CS10002', x: 780, y: 40, scale: 0.72 },
    ],
    tile: 'wb',
  },
  'advert-platform-tour': {
    from: '#0c343d',
    to: '#134f5c',
    items: [{ kind: 'instrument', title: 'Fully automated tissue processor', itemno: 'IN10003', x: 720, y: 60, scale: 0.75 }],
    tile: 'if',
  },
};

/** The banner names drawn here (server/seed's home carousel and adverts). */
export const BANNER_NAMES = Object.keys(BANNERS);

/**
 * A 1200×400 banner that reads like a supplier's: brand colours, the products of the theme on
 * the right, and room at the bottom for the title the page sets over it (in the visitor's language).
 */
export function bannerSvg(name: string): string | null {
  const scene = BANNERS[name];
  if (!scene) return null;
  const width = 1200;
  const height = 400;
  const colours: Colours = { main: scene.from, accent: '#ffffff' };
  const items = scene.items
    .map(
      (item) =>
        `<g transform="translate(${item.x} ${item.y}) scale(${item.scale})">${DRAW[item.kind](item.title, item.itemno, { main: scene.to, accent: '#dbe7f3' })}</g>`,
    )
    .join('');
  const tileSvg =
    scene.tile === 'wb'
      ? westernBlotSvg(42, ['HeLa', 'A549', 'MCF-7'], name, 300, 240)
      : scene.tile === 'ihc'
        ? immunohistochemistrySvg(name, 300, 240)
        : scene.tile === 'if'
          ? fluorescenceSvg(name, 300, 240, false)
          : '';
  // A nested <svg> keeps the tile's own ids and viewBox.
  const tile = tileSvg
    ? `<g transform="translate(${scene.items.length > 1 ? 880 : 420} 60)"><rect x="-6" y="-6" width="312" height="252" rx="8" fill="#ffffff" opacity=".9"/>${tileSvg.replace('<svg ', '<svg x="0" y="0" ')}</g>`
    : '';
  const rings = Array.from(
    { length: 6 },
    (_, i) => `<circle cx="${120 + i * 40}" cy="${90 + (i % 2) * 30}" r="${60 + i * 22}" fill="none" stroke="#ffffff" stroke-opacity=".06" stroke-width="2"/>`,
  ).join('');
  return svgDocument(
    width,
    height,
    `<defs><linearGradient id="banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scene.from}"/><stop offset="1" stop-color="${scene.to}"/></linearGradient>` +
      GLASS_GRADIENT +
      `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#banner)"/>${rings}` +
      `<text x="60" y="80" ${FONT} font-size="22" font-weight="bold" fill="#ffffff" opacity=".92">${SUPPLIER_NAME.en}</text>` +
      `<rect x="60" y="94" width="64" height="4" fill="${colours.accent}" opacity=".8"/>` +
      (scene.mark ? `<text x="60" y="230" ${FONT} font-size="120" font-weight="bold" fill="#ffffff" opacity=".95">${escapeXml(scene.mark)}</text>` : '') +
      items +
      tile +
      `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
  );
}
