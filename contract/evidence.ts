/**
 * Pure rules behind the generated validation data of antibodies (docs/product.md §2.6): where a
 * band runs on a western blot, the recommended dilution per application, and the molecular
 * weight a goods item states. Shared by the datasheet PDF and the validation images.
 */

/** A pre-stained protein ladder's markers, kDa, top to bottom. */
export const LADDER_KDA: readonly number[] = [250, 150, 100, 75, 50, 37, 25, 20, 15, 10];

/** The gel's range: just above the top marker to just below the bottom one. */
const GEL_TOP_KDA = 300;
const GEL_BOTTOM_KDA = 8;

/**
 * Where a protein of `kDa` runs between `top` and `bottom` (pixels or points): SDS-PAGE
 * migration is linear in log(molecular weight), so equal ratios are equal distances.
 */
export function bandPosition(kDa: number, top: number, bottom: number): number {
  const clamped = Math.min(GEL_TOP_KDA, Math.max(GEL_BOTTOM_KDA, kDa));
  const fraction = (Math.log(GEL_TOP_KDA) - Math.log(clamped)) / (Math.log(GEL_TOP_KDA) - Math.log(GEL_BOTTOM_KDA));
  return top + fraction * (bottom - top);
}

/** The molecular weight a goods text states ('calculated MW 36 kDa', '理论分子量36 kDa'); null when none. */
export function statedMolecularWeight(...texts: readonly (string | null | undefined)[]): number | null {
  for (const text of texts) {
    const match = text?.match(/(\d+(?:\.\d+)?)\s*kDa/);
    if (match?.[1]) return Number(match[1]);
  }
  return null;
}

/** Starting dilutions per application, as a supplier's datasheet recommends them; optimise per assay. */
const DILUTIONS: Record<string, string> = {
  WB: '1:500–1:2000',
  'IHC-P': '1:50–1:200',
  'IHC-F': '1:50–1:200',
  IF: '1:100–1:500',
  ICC: '1:100–1:500',
  FC: '1:50–1:200 (0.5–1 µg per million cells)',
  ELISA: '1:5000–1:20000',
  IP: '1–2 µg per 200–500 µg lysate',
  'Co-IP': '2–4 µg per 500 µg lysate',
  ChIP: '2–5 µg per 25 µg chromatin',
};

export function recommendedDilution(application: string): string {
  return DILUTIONS[application] ?? 'Optimise per assay';
}

/** The dilution a validation figure was made at: the middle of the recommended range for WB and IF. */
export function figureDilution(application: string): string {
  return { WB: '1:1000', 'IHC-P': '1:100', 'IHC-F': '1:100', IF: '1:200', ICC: '1:200', FC: '1:100' }[application] ?? '1:1000';
}

/**
 * The Chinese page's datasheet: the same document in its Chinese edition (…-datasheet-zh.pdf). Only our own
 * /files/docs/ datasheets have one (the API generates it, or answers the uploaded file); a link elsewhere
 * (an absolute URL, another folder) is left as it is.
 */
export function localisedDatasheetUrl(url: string, locale: string): string {
  return locale === 'zh' ? (datasheetEditions(url)?.zh ?? url) : url;
}

/** Both editions of one of our own datasheets (the goods page links each); null for any other document. */
export function datasheetEditions(url: string): { en: string; zh: string } | null {
  return /^\/files\/docs\/[^/?#]+-datasheet\.pdf$/.test(url) ? { en: url, zh: url.replace(/-datasheet\.pdf$/, '-datasheet-zh.pdf') } : null;
}

/** The stored document a datasheet file name stands for, and its language. */
export function datasheetOf(fileName: string): { storedName: string; lang: 'en' | 'zh' } | null {
  const zh = fileName.match(/^(.+-datasheet)-zh\.pdf$/);
  if (zh?.[1]) return { storedName: `${zh[1]}.pdf`, lang: 'zh' };
  return /-datasheet\.pdf$/.test(fileName) ? { storedName: fileName, lang: 'en' } : null;
}

/** FNV-1a: a text as 32 bits, so a goods item's generated figures are the same on every request. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Cell lines and tissues a validation figure is made on, per species (English names, as labs write them). */
const SAMPLES: Record<string, readonly string[]> = {
  human: ['HeLa', 'HEK-293', 'A549', 'MCF-7', 'Jurkat', 'HepG2'],
  mouse: ['NIH/3T3', 'RAW 264.7', 'mouse brain', 'mouse liver'],
  rat: ['PC-12', 'H9c2', 'rat brain', 'rat liver'],
};

/** Three samples of the species (human lines for species without their own), fixed per Cat. No. */
export function validationSamples(itemno: string, speciesCode: string): string[] {
  const pool = SAMPLES[speciesCode] ?? SAMPLES.human ?? [];
  const start = hashOf(itemno) % pool.length;
  return [0, 1, 2].map((i) => pool[(start + i) % pool.length] ?? 'HeLa');
}
