/**
 * Generates the demo goods, their SKUs, promotion rules and documents, and inserts them in
 * batches. Goods and SKU ids are assigned here (1, 2, …) so rules can name gift goods and
 * SKUs before anything is written; the id sequences are moved past them afterwards.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, goodsDocuments, promotionRules, skus } from '../db/schema';
import { insertInBatches } from './batch-insert';
import { categoryCodes, categoryPathOf } from './categories';
import { labelledAntibodies, primaryAntibodies, secondaryAntibodies } from './goods-antibodies';
import type { GoodsDraft, GoodsFamily } from './goods-draft';
import { cellLineGoods } from './goods-cells';
import { instruments } from './goods-instruments';
import { classicMedia, completeMedia, mediumSupplements } from './goods-media';
import { documentsFor, promotionRule, RULE_TYPES, type DocumentRow, type PromotionRow } from './goods-offers';
import { consumables, recombinantProteins, reagents } from './goods-products';
import { services } from './goods-services';
import { trialGoods } from './goods-trial';
import { leadTimeFor } from './lead-time';
import { createRandom, type Random } from './random';

type GoodsRow = typeof goods.$inferInsert;
type SkuRow = typeof skus.$inferInsert;

/** 'Now' for the demo catalogue: creation dates are spread over the two years before it. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1);
/** How many image variants a family once had: the draw of 1–3 of them still sets how many views a goods item shows. */
const GOODS_IMAGE_VARIANTS = 12;

const DAY = 86_400_000;
const GOODS_PER_BATCH = 1_000;
/** Chance that a goods item starts a bound group; with 2–3 members this binds about 5% of goods. */
const BIND_CHANCE = 0.032;
const PROMOTION_CHANCE = 0.03;
const DOUBLE_ELEVEN_PROMOTION_CHANCE = 0.6;
const DOCUMENT_CHANCE = 0.3;

/**
 * Families in Cat. No. order, each with its own named random stream, so changing one family
 * leaves the others' goods as they were. Primary antibodies take whatever the other shares leave.
 */
const familyFactories: [stream: string, factory: (random: Random) => GoodsFamily][] = [
  ['primary', primaryAntibodies],
  ['labelled', labelledAntibodies],
  ['secondary', secondaryAntibodies],
  ['protein', recombinantProteins],
  ['reagent', reagents],
  ['consumable', consumables],
  ['medium', classicMedia],
  ['complete-medium', completeMedia],
  ['supplement', mediumSupplements],
  ['instrument', instruments],
  ['service', services],
  ['trial', trialGoods],
  ['cell', cellLineGoods],
];

/** How many goods each family gets out of `total`. */
function planFamilies(families: readonly GoodsFamily[], total: number): number[] {
  const counts = families.map((family, i) => (i === 0 ? 0 : Math.max(total >= 100 ? 1 : 0, Math.floor(family.weight * total))));
  const others = counts.reduce((sum, n) => sum + n, 0);
  if (others > total) return families.map((_, i) => (i === 0 ? total : 0));
  counts[0] = total - others;
  return counts;
}

interface GoodsBatch {
  goods: GoodsRow[];
  skus: SkuRow[];
  rules: PromotionRow[];
  documents: DocumentRow[];
}

/** How many rows of each kind a seed inserted. */
export interface SeedCounts {
  goods: number;
  skus: number;
  rules: number;
  documents: number;
}

/** Consecutive drafts of one family that may repeat earlier goods before the family counts as used up. */
const MAX_REPEATS = 200;

/** What must be unique per Cat. No.: name, specification and each size, case-insensitive. */
function offeringKeys(draft: Pick<GoodsDraft, 'titleEn' | 'secondTitleEn' | 'skus'>): string[] {
  const name = `${draft.titleEn}\u0000${draft.secondTitleEn ?? ''}`.toLowerCase();
  return draft.skus.map((sku) => `${name}\u0000${sku.en.toLowerCase()}`);
}

/** A Cat. No. suffix from a size, for the members of a bound group: '100 µL' → '100UL'. */
function sizeToken(size: string): string {
  return size
    .replace(/[µμ]/g, 'U')
    .replace(/×/g, 'X')
    .replace(/[^A-Za-z0-9.]/g, '')
    .toUpperCase()
    .slice(0, 12);
}

function badges(random: Random, rule: PromotionRow | undefined, createdAt: number): string[] {
  if (rule) return [rule.ruleType === 4000 ? 'Free gift' : 'Promotion'];
  if (!random.chance(0.12)) return [];
  const recent = REFERENCE_DATE - createdAt < 90 * DAY;
  const pool: [string, number][] = [['Recommend', 4], ['Hot', 3], ...(recent ? ([['New', 6]] as [string, number][]) : [])];
  const first = random.weighted(pool);
  if (!random.chance(0.15)) return [first];
  const second = random.weighted(pool.filter(([tag]) => tag !== first));
  return [first, second];
}

function images(random: Random, family: GoodsFamily): { cover: string; content: string[] } {
  const numbers = random.sample(
    Array.from({ length: GOODS_IMAGE_VARIANTS }, (_, i) => i + 1),
    random.int(1, 3),
  );
  const paths = numbers.map((n) => `/files/goods/${family.key}-${n}.svg`);
  return { cover: paths[0] ?? `/files/goods/${family.key}-1.svg`, content: paths };
}

/**
 * The goods item's own pictures (server/evidence/images.ts draws them on first request): the
 * product shot as cover, then its other views. The variant draw above stays, so every other
 * random choice of the catalogue is as it was.
 */
function productImages(itemno: string, count: number): { cover: string; content: string[] } {
  const cover = `/files/products/${itemno}.webp`;
  return { cover, content: [cover, ...[2, 3].slice(0, count - 1).map((variant) => `/files/products/${itemno}.v${variant}.webp`)] };
}

/**
 * Yields the catalogue in batches of about GOODS_PER_BATCH goods, so 100,000 goods never sit
 * in memory at once. Pure: the same total gives the same batches.
 * @internal exported for its tests
 */
export function* generateGoods(total: number): Generator<GoodsBatch> {
  const random = createRandom('goods');
  const families = familyFactories.map(([stream, factory]) => factory(createRandom(`goods:${stream}`)));
  const counts = planFamilies(families, total);
  const firstSkuIds: number[] = [];
  let goodsId = 0;
  let skuId = 0;
  let rulesMade = 0;
  let batch: GoodsBatch = { goods: [], skus: [], rules: [], documents: [] };

  const gift = (): { goodsId: number; skuId: number } | undefined => {
    if (firstSkuIds.length === 0) return undefined;
    const index = random.int(0, firstSkuIds.length - 1);
    const first = firstSkuIds[index];
    return first === undefined ? undefined : { goodsId: index + 1, skuId: first };
  };

  const emit = (family: GoodsFamily, draft: GoodsDraft, itemno: string, bindId: string | null, createdAt: number, sort: number) => {
    goodsId += 1;
    const id = goodsId;
    const skuIds = draft.skus.map(() => (skuId += 1));
    const skuRows: SkuRow[] = draft.skus.map((sku, i) => ({
      id: skuIds[i],
      goodsId: id,
      skuDescEn: sku.en,
      skuDescZh: sku.zh,
      skuPrice: sku.price,
      sort: i + 1,
    }));
    firstSkuIds.push(skuIds[0] ?? 0);

    const promotionChance = draft.categoryId === categoryCodes.trial.doubleEleven ? DOUBLE_ELEVEN_PROMOTION_CHANCE : PROMOTION_CHANCE;
    const rule = random.chance(promotionChance)
      ? promotionRule(
          random,
          RULE_TYPES[rulesMade++ % RULE_TYPES.length] ?? 1000,
          { id, skuIds, topPrice: Math.max(...draft.skus.map((s) => s.price)) },
          REFERENCE_DATE,
          gift,
        )
      : undefined;
    const tags = badges(random, rule, createdAt);
    const picture = productImages(itemno, images(random, family).content.length);
    const cited = family.citable && random.chance(0.15);
    // Drawn here, where the row's fields used to draw it, so the rest of the seed stays as it was.
    const inventoryStatus = random.weighted([
      [1, 930],
      [0, 40],
      [-1, 20],
      [-2, 10],
    ]);

    batch.goods.push({
      id,
      itemno,
      titleEn: draft.titleEn,
      titleZh: draft.titleZh,
      secondTitleEn: draft.secondTitleEn ?? null,
      secondTitleZh: draft.secondTitleZh ?? null,
      harmonyTitle: draft.harmonyTitle ?? null,
      featuresEn: draft.featuresEn ?? null,
      featuresZh: draft.featuresZh ?? null,
      applicationsEn: draft.applicationsEn ?? null,
      applicationsZh: draft.applicationsZh ?? null,
      speciesEn: draft.speciesEn ?? null,
      speciesZh: draft.speciesZh ?? null,
      organEn: draft.organEn ?? null,
      organZh: draft.organZh ?? null,
      descriptionEn: draft.descriptionEn,
      descriptionZh: draft.descriptionZh,
      inventoryStatus,
      ...leadTimeFor(id, inventoryStatus, family.goodsType),
      goodsIdentity: tags,
      isRecommend: tags.includes('Recommend') || random.chance(0.04),
      imgCover: picture.cover,
      imgContent: picture.content,
      categoryId: draft.categoryId,
      categoryPath: categoryPathOf(draft.categoryId),
      bindId,
      ifStatus: cited ? 1 : 0,
      ifValue: cited ? Math.round((1 + 25 * random.next() ** 2) * 1000) / 1000 : null,
      onShelfFlag: !random.chance(0.02),
      goodsType: family.goodsType,
      speciesCodes: draft.speciesCodes ?? [],
      applicationCodes: draft.applicationCodes ?? [],
      areaCodes: draft.areaCodes ?? [],
      labels: draft.labels ?? [],
      mediumType: draft.mediumType ?? null,
      mediumForms: draft.mediumForms ?? [],
      mediumAdditives: draft.mediumAdditives ?? [],
      mediumCode: draft.mediumCode ?? null,
      limitNum: null,
      sort,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt + random.int(0, Math.min(90 * DAY, REFERENCE_DATE - createdAt))),
    });
    batch.skus.push(...skuRows);
    if (rule) batch.rules.push(rule);
    if (random.chance(DOCUMENT_CHANCE)) {
      const kinds = [family.documentKind ?? 'datasheet'];
      if (family.extraDocument && random.chance(family.extraDocument.chance)) kinds.push(family.extraDocument.kind);
      batch.documents.push(...documentsFor(random, { id, itemno, docSlug: draft.docSlug }, kinds));
    }
  };

  // One Cat. No. per name + specification + size (offeringKeys): a draft that repeats one is
  // drawn again; a family that keeps repeating itself has run out of distinct products, and
  // the goods it could not make go to the primary antibodies, whose variety is widest.
  const offered = new Set<string>();
  const serials = families.map(() => 10_000);
  /** Goods made per family so far: their `sort`, counted on across the left-over pass. */
  const sorts = families.map(() => 0);
  let leftOver = 0;
  const plan: [family: number, count: number][] = counts.map((count, f) => [f, count]);
  for (let step = 0; step < plan.length; step += 1) {
    const [f, planned] = plan[step] ?? [0, 0];
    const family = families[f];
    if (!family) continue;
    const count = planned;
    let made = 0;
    let repeats = 0;
    while (made < count) {
      const draft = family.make();
      const keys = offeringKeys(draft);
      if (keys.some((key) => offered.has(key))) {
        repeats += 1;
        if (repeats < MAX_REPEATS) continue;
        leftOver += count - made;
        break;
      }
      repeats = 0;
      for (const key of keys) offered.add(key);
      const serial = (serials[f] ?? 10_000) + 1;
      serials[f] = serial;
      const base = `${family.prefix}${serial}${draft.itemnoSuffix ?? ''}`;
      const createdAt = REFERENCE_DATE - random.int(0, 730 * 86_400) * 1000;
      const remaining = count - made;
      const groupSize =
        family.bindable && draft.skus.length >= 2 && remaining >= 2 && random.chance(BIND_CHANCE)
          ? Math.min(draft.skus.length, remaining, random.int(2, 3))
          : 1;
      if (groupSize === 1) {
        made += 1;
        emit(family, draft, base, null, createdAt, (sorts[f] = (sorts[f] ?? 0) + 1));
      } else {
        // One goods item per size, listed together under the shared bindId.
        const sizes = random.subset(draft.skus, groupSize);
        const tokens = new Set<string>();
        for (const size of sizes) {
          let token = sizeToken(size.en);
          while (tokens.has(token)) token = `${token}X`;
          tokens.add(token);
          made += 1;
          emit(family, { ...draft, skus: [size] }, `${base}-${token}`, base, createdAt, (sorts[f] = (sorts[f] ?? 0) + 1));
        }
      }
      if (batch.goods.length >= GOODS_PER_BATCH) {
        yield batch;
        batch = { goods: [], skus: [], rules: [], documents: [] };
      }
    }
    if (step === families.length - 1 && leftOver > 0) {
      plan.push([0, leftOver]);
      leftOver = 0;
    }
  }
  if (batch.goods.length > 0) yield batch;
}

/** Inserts `total` generated goods with their SKUs, rules and documents into an empty catalogue. */
export async function insertGoods(db: Db, total: number): Promise<SeedCounts> {
  const summary: SeedCounts = { goods: 0, skus: 0, rules: 0, documents: 0 };
  for (const batch of generateGoods(total)) {
    await insertInBatches(db, goods, batch.goods);
    await insertInBatches(db, skus, batch.skus);
    await insertInBatches(db, promotionRules, batch.rules);
    await insertInBatches(db, goodsDocuments, batch.documents);
    summary.goods += batch.goods.length;
    summary.skus += batch.skus.length;
    summary.rules += batch.rules.length;
    summary.documents += batch.documents.length;
  }
  // Ids were given explicitly; later inserts (an import, the admin) must continue after them.
  for (const table of ['goods', 'skus'] as const) {
    await db.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE(MAX(id), 1), MAX(id) IS NOT NULL) FROM ${sql.identifier(table)}`);
  }
  return summary;
}
