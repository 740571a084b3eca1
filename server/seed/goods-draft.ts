/**
 * What a goods family builder produces — the product-specific part of a goods item — and the
 * small text and price helpers the builders share. Ids, Cat. Nos., stock, badges, images and
 * dates are added afterwards, the same way for every family (goods.ts).
 */
import type { Random } from './random';

/** A bilingual phrase. */
export interface Phrase {
  en: string;
  zh: string;
}

export interface SkuDraft {
  en: string;
  zh: string;
  /** CNY. */
  price: number;
}

export interface GoodsDraft {
  categoryId: string;
  titleEn: string;
  titleZh: string;
  secondTitleEn?: string;
  secondTitleZh?: string;
  harmonyTitle?: string;
  featuresEn?: string;
  featuresZh?: string;
  applicationsEn?: string;
  applicationsZh?: string;
  speciesEn?: string;
  speciesZh?: string;
  organEn?: string;
  organZh?: string;
  descriptionEn: string;
  descriptionZh: string;
  speciesCodes?: string[];
  applicationCodes?: string[];
  areaCodes?: string[];
  labels?: string[];
  mediumType?: string;
  mediumForms?: string[];
  mediumAdditives?: string[];
  /** The vocabulary medium a classic medium goods item is, e.g. 'dmem-high' (goods.mediumCode). */
  mediumCode?: string;
  /** Appended to the Cat. No. serial, e.g. 'P' for a polyclonal antibody. */
  itemnoSuffix?: string;
  /** Readable name for document file names, e.g. the target symbol. */
  docSlug: string;
  skus: SkuDraft[];
}

export interface GoodsFamily {
  /** Names the family; the seed once drew its images as /files/goods/<key>-<n>.svg and still draws their count from it. */
  key: string;
  /** Cat. No. prefix. */
  prefix: string;
  /** 1 product, 2 service. */
  goodsType: 1 | 2;
  /** Share of the catalogue. */
  weight: number;
  /** Whether a product may be split into a bound group, one goods item per size. */
  bindable: boolean;
  /** What the main document is called; 'datasheet' unless said otherwise. */
  documentKind?: string;
  /** Extra document beside the main one, e.g. a safety data sheet for reagents. */
  extraDocument?: { kind: string; chance: number };
  /** Antibodies publish impact factors of citing papers. */
  citable: boolean;
  /** The next goods item of the family, drawn from the family's own random stream. */
  make(): GoodsDraft;
}

/**
 * Hands out items in shuffled rounds, so a family covers its whole vocabulary before it
 * repeats anything; `round` says how many times the list has been gone through.
 */
export interface Deck<T> {
  draw(): { item: T; round: number };
}

export function createDeck<T>(random: Random, items: readonly T[]): Deck<T> {
  let order: T[] = [];
  let position = 0;
  let round = -1;
  return {
    draw() {
      if (position >= order.length) {
        order = random.shuffle(items);
        position = 0;
        round += 1;
      }
      const item = order[position];
      position += 1;
      if (item === undefined) throw new Error('deck: empty list');
      return { item, round };
    },
  };
}

/** CNY list prices end in a round ten, as suppliers set them. */
export function listPrice(value: number): number {
  if (value < 100) return Math.max(1, Math.round(value));
  return Math.round(value / 10) * 10;
}

/** "A, B and C" */
export function joinEn(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "A、B、C" — the Chinese enumeration comma. */
export function joinZh(items: readonly string[]): string {
  return items.join('、');
}

/** The common short name of a product: the abbreviation in brackets, else the name before its first comma. */
export function shortName(name: string): string {
  const abbreviation = /\(([A-Z][A-Za-z0-9-]{1,9})\)/.exec(name)?.[1];
  if (abbreviation) return abbreviation;
  return (
    name
      .replace(/\s*\([^)]*\)/g, '')
      .split(',')[0]
      ?.trim() ?? name
  );
}

/** A file-name-safe slug: letters, digits and dashes. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[µμ]/g, 'u')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Feature phrases joined into one line: 'Ready to use, sterile-filtered (0.22 µm)' / '即用型；0.22 µm过滤除菌'. */
export function featureLine(phrases: readonly Phrase[]): Phrase {
  return {
    en: phrases.map((phrase, i) => (i === 0 ? phrase.en : lowerFirst(phrase.en))).join(', '),
    zh: phrases.map((phrase) => phrase.zh).join('；'),
  };
}

/** 'Sentence case' for vocabulary names used mid-sentence. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** A size and its base list price, in each language: ['100 µL', '100 µL', 2280]. */
export type SizePrice = readonly [en: string, zh: string, price: number];

/** 1–4 consecutive sizes of a list, all priced with one per-product factor. */
export function sizeRun(random: Random, sizes: readonly SizePrice[], factor: number): SkuDraft[] {
  const count = Math.min(
    sizes.length,
    random.weighted([
      [1, 20],
      [2, 45],
      [3, 30],
      [4, 5],
    ]),
  );
  const start = random.int(0, sizes.length - count);
  return sizes.slice(start, start + count).map(([en, zh, price]) => ({ en, zh, price: listPrice(price * factor) }));
}

/** Qualifiers that tell repeated rounds of a small vocabulary apart ('', bulk pack, economy pack). */
export const packVariants: readonly Phrase[] = [
  { en: '', zh: '' },
  { en: ' (bulk pack)', zh: '（大包装）' },
  { en: ' (economy pack)', zh: '（经济装）' },
];
