/**
 * One row of the supplier's goods import (docs/product.md §3.1): a goods item keyed by its Cat.
 * No., with its specifications and prices in one cell. Every field but itemno may be left out;
 * an empty cell keeps what is stored, so an update row names only what changed. What a new goods
 * item needs besides (both titles, a category, one specification) is checked when the row is
 * written, because only the database knows whether the Cat. No. is new.
 */
import { z } from 'zod';
import { categoryCodeField, flagField, intField } from './fields';
import { antibodyRrid } from './rrid';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A Cat. No. as the storefront shows it and the product images are named: letters, digits, '.', '_' and '-'. */
const ITEMNO = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
/** inventoryStatus values the storefront words (docs/product.md §4). */
const INVENTORY_STATUSES = [1, 0, -1, -2, -3, -4] as const;
const MAX_SPECIFICATIONS = 50;
const MAX_BADGES = 10;
/** The highest list price a specification may carry, in CNY (numeric(12, 2)). */
const MAX_PRICE = 9_999_999_999.99;
const MAX_LEAD_TIME_DAYS = 365;

const text = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : blankToUndefined(value)),
    z
      .string({ error: 'must be text' })
      .max(max, { error: `must be at most ${max} characters` })
      .optional(),
  );

const price = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.coerce
    .number({ error: 'must be a price' })
    .refine((value) => Number.isFinite(value) && value > 0, { error: 'must be a price above 0' })
    .refine((value) => value <= MAX_PRICE, { error: 'is too high for a price' })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: 'must have at most two decimals' }),
);

const specification = z.object({
  en: z.string({ error: 'must be text' }).trim().min(1, { error: 'needs an English name' }).max(200),
  zh: z.string().trim().max(200).optional(),
  price,
});

/**
 * Specifications from an array of { en, zh?, price } or, in a CSV cell, `en|zh|price` entries
 * separated by ';' (`en|price` when the Chinese name is the same): `100 µL|100 微升|1280;50 µL|780`.
 */
function specificationsFromText(value: unknown): unknown {
  if (typeof value !== 'string') return blankToUndefined(value);
  if (value.trim() === '') return undefined;
  return value
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const parts = entry.split('|').map((part) => part.trim());
      if (parts.length === 2) return { en: parts[0], price: parts[1] };
      if (parts.length === 3) return { en: parts[0], zh: parts[1], price: parts[2] };
      return { en: entry, price: 'missing' };
    });
}

const specifications = z.preprocess(
  specificationsFromText,
  z
    .array(specification, { error: "must be specifications such as '100 µL|100 微升|1280;50 µL|780'" })
    .min(1, { error: 'must name at least one specification' })
    .max(MAX_SPECIFICATIONS, { error: `must name at most ${MAX_SPECIFICATIONS} specifications` })
    .refine((list) => new Set(list.map((item) => item.en.toLowerCase())).size === list.length, {
      error: 'names one specification twice',
    })
    .optional(),
);

/** Badges (goodsIdentity) from an array or a '|'-separated cell: Recommend|Promotion|Hot. */
const badges = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    return typeof v === 'string'
      ? v
          .split('|')
          .map((item) => item.trim())
          .filter(Boolean)
      : v;
  },
  z
    .array(z.string().max(32, { error: 'must be badges of at most 32 characters' }), { error: 'must be badges separated by |' })
    .max(MAX_BADGES, { error: `must be at most ${MAX_BADGES} badges` })
    .optional(),
);

/** yes/no as suppliers' spreadsheets write it, as well as true/false and 1/0. */
const yesNo = z
  .preprocess((value) => {
    if (typeof value !== 'string') return value;
    const v = value.trim().toLowerCase();
    if (v === '') return undefined;
    if (v === 'yes' || v === 'y') return 'true';
    if (v === 'no' || v === 'n') return 'false';
    return v;
  }, flagField().optional())
  .optional();

const days = z.preprocess(
  blankToUndefined,
  intField()
    .pipe(
      z
        .number()
        .min(0, { error: 'must be 0 or more days' })
        .max(MAX_LEAD_TIME_DAYS, { error: `must be at most ${MAX_LEAD_TIME_DAYS} days` }),
    )
    .optional(),
);

/** An antibody's RRID, 'AB_…' or 'RRID:AB_…', stored without the prefix (contract/rrid.ts). */
const rrid = z.preprocess(
  (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : blankToUndefined(value)),
  z
    .string({ error: 'must be text' })
    .transform((value, context) => {
      const id = antibodyRrid(value);
      if (id === null) context.addIssue({ code: 'custom', message: "must be an antibody RRID such as 'RRID:AB_' followed by digits" });
      return id ?? z.NEVER;
    })
    .optional(),
);

export const GoodsImportRow = z
  .strictObject({
    itemno: z
      .string({ error: 'is required (the Cat. No.)' })
      .trim()
      .min(1, { error: 'is required (the Cat. No.)' })
      .regex(ITEMNO, { error: "must be a Cat. No. of letters, digits, '.', '_' or '-' (at most 40)" }),
    titleEn: text(300),
    titleZh: text(300),
    secondTitleEn: text(300),
    secondTitleZh: text(300),
    harmonyTitle: text(100),
    category: z.preprocess(blankToUndefined, categoryCodeField().optional()),
    featuresEn: text(4000),
    featuresZh: text(4000),
    applicationsEn: text(1000),
    applicationsZh: text(1000),
    speciesEn: text(1000),
    speciesZh: text(1000),
    // Antibody properties, one dictionary code (or name) each, checked against the dictionary
    // when the file is read (contract/antibody-labels.ts).
    host: text(100),
    clonality: text(100),
    conjugate: text(100),
    isotype: text(100),
    descriptionEn: text(20_000),
    descriptionZh: text(20_000),
    inventoryStatus: z.preprocess(
      blankToUndefined,
      intField()
        .refine((value) => (INVENTORY_STATUSES as readonly number[]).includes(value), { error: `must be one of ${INVENTORY_STATUSES.join(', ')}` })
        .optional(),
    ),
    leadTimeMinDays: days,
    leadTimeMaxDays: days,
    onShelf: yesNo,
    isRecommend: yesNo,
    badges,
    sort: z.preprocess(blankToUndefined, intField().optional()),
    rrid,
    skus: specifications,
  })
  .refine((row) => row.leadTimeMinDays === undefined || row.leadTimeMaxDays === undefined || row.leadTimeMinDays <= row.leadTimeMaxDays, {
    path: ['leadTimeMaxDays'],
    error: 'must not be below leadTimeMinDays',
  });
export type GoodsImportRow = z.infer<typeof GoodsImportRow>;

/** The columns of the import, in the order the sample files and docs/product.md §3.1 list them. */
export const GOODS_IMPORT_COLUMNS = Object.keys(GoodsImportRow.shape) as (keyof GoodsImportRow)[];
