/**
 * The platform's instruments as simple illustrations (docs/architecture.md §5 "Gallery images"):
 * an SVG drawn from the instrument's key, rasterised by sharp like the micrographs. Microscopes
 * and scanners get an optical head; benchtop processors a lid, a display and slide racks.
 */
import { seededRandom } from './micrograph';
import type { RenderSpec } from './render-spec';

const BODY_COLOURS = ['#e8edf2', '#f1f3f5', '#dde6ee', '#eef0ea'];
const ACCENTS = ['#1f6fb2', '#2b8a6e', '#8a5a1f', '#6b3fa0', '#b23a48'];

function microscope(accent: string): string {
  return `<rect x="700" y="1180" width="760" height="90" rx="24" fill="#4a5563"/>
<rect x="1180" y="420" width="150" height="780" rx="40" fill="#d9dee4" stroke="#8994a0" stroke-width="6"/>
<rect x="760" y="860" width="560" height="70" rx="14" fill="#39424d"/>
<rect x="900" y="560" width="360" height="150" rx="30" fill="#eef1f4" stroke="#8994a0" stroke-width="6"/>
<rect x="960" y="700" width="56" height="150" rx="12" fill="#69737f"/><rect x="1040" y="700" width="56" height="130" rx="12" fill="${accent}"/>
<path d="M980 560 L900 330 L980 310 L1060 545 Z" fill="#5b6570"/><path d="M1080 560 L1000 330 L1080 310 L1160 545 Z" fill="#5b6570"/>
<circle cx="1370" cy="1000" r="60" fill="#5b6570"/><circle cx="1370" cy="1000" r="24" fill="${accent}"/>`;
}

function benchtop(accent: string, random: () => number): string {
  const racks = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${700 + i * 110}" y="${690 + Math.round(random() * 20)}" width="80" height="220" rx="10" fill="#c8d0d8" stroke="#8994a0" stroke-width="4"/>`,
  ).join('');
  return `<rect x="560" y="520" width="1000" height="620" rx="40" fill="#eef1f4" stroke="#8994a0" stroke-width="8"/>
<rect x="600" y="560" width="920" height="400" rx="24" fill="#cfd8e1" opacity=".8"/>${racks}
<rect x="1320" y="990" width="200" height="110" rx="12" fill="#1d2733"/><rect x="1340" y="1010" width="160" height="70" rx="6" fill="${accent}" opacity=".85"/>
<circle cx="640" cy="1045" r="26" fill="${accent}"/><circle cx="720" cy="1045" r="26" fill="#5b6570"/>
<rect x="560" y="1140" width="1000" height="40" rx="12" fill="#4a5563"/>`;
}

/** A 4:3 SVG of the instrument, `width` × `height` pixels. */
export function deviceSvg(spec: RenderSpec, width: number, height: number): string {
  const random = seededRandom(spec.key);
  const body = BODY_COLOURS[Math.floor(random() * BODY_COLOURS.length)] ?? '#e8edf2';
  const accent = ACCENTS[Math.floor(random() * ACCENTS.length)] ?? '#1f6fb2';
  const optical = /microscope|scanner|imager/.test(spec.key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 2048 1536">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f9fb"/><stop offset="1" stop-color="${body}"/></linearGradient></defs>
<rect width="2048" height="1536" fill="url(#wall)"/>
<rect y="1260" width="2048" height="276" fill="#b9c2cb"/><rect y="1260" width="2048" height="16" fill="#9aa4ae"/>
<ellipse cx="1060" cy="1290" rx="640" ry="40" fill="#000" opacity=".12"/>
${optical ? microscope(accent) : benchtop(accent, random)}
</svg>`;
}
