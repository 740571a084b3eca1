/**
 * The demo catalogue's product shots as SVG (docs/product.md §2.6 imagery), rasterised by
 * images.ts: a picture per kind of product with its name and Cat. No. on the label. Everything is
 * fixed by the Cat. No., never random. Validation figures and banners have their own modules.
 */
import { hashOf } from '../../contract/evidence';
import { SUPPLIER_NAME } from '../supplier';
import { escapeXml, FONT, GLASS_GRADIENT, svgDocument } from './images-svg-markup';

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

/**
 * Splits a title into at most `lines` lines of about `width` characters, the last one ellipsed.
 * @internal exported for its tests
 */
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

/** Each kind drawn in its 600×400 frame, without a backdrop; banners place them too. */
export const DRAW: Record<ProductKind, (title: string, itemno: string, c: Colours) => string> = { vial, bottle, kit, rack, instrument, plate };

/** A 600×400 product shot; variant 2 and 3 are the gallery's other views (a closer, tilted label). */
export function productSvg(kind: ProductKind, title: string, itemno: string, colours: Colours, variant = 1): string {
  const shot = DRAW[kind](title, itemno, colours);
  const view =
    variant === 1
      ? shot
      : `<g transform="translate(300 200) scale(${variant === 2 ? 1.18 : 0.9}) rotate(${variant === 2 ? -4 : 5}) translate(-300 -200)">${shot}</g>`;
  return svgDocument(600, 400, `${backdrop(600, 400, colours, variant)}${view}`);
}
