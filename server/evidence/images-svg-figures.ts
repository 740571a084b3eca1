/**
 * The validation figures of antibodies as SVG (docs/product.md §2.6 imagery): western blot,
 * immunofluorescence, immunohistochemistry and flow cytometry, rasterised by images.ts. Each is
 * fixed by its seed (the Cat. No.), never random, so a figure is the same on every render.
 */
import { bandPosition, hashOf, LADDER_KDA } from '../../contract/evidence';
import { escapeXml, FONT, svgDocument } from './images-svg-markup';

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
