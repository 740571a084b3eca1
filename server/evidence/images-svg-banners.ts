/**
 * The home carousel's and adverts' banners as SVG (docs/product.md §2.6 imagery), rasterised by
 * images.ts: brand colours, a theme's products and a validation figure. They reuse the product
 * drawings and figures, so the banners look like the rest of the catalogue's imagery.
 */
import { SUPPLIER_NAME } from '../supplier';
import { DRAW, type Colours, type ProductKind } from './images-svg';
import { fluorescenceSvg, immunohistochemistrySvg, westernBlotSvg } from './images-svg-figures';
import { escapeXml, FONT, GLASS_GRADIENT, svgDocument } from './images-svg-markup';

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
