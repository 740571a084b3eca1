/** The catalogue: the category tree, goods, SKUs and their promotions, documents, citations, cell lines (docs/product.md §3). */
import { bigint, bigserial, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, goodsId, serialId, updatedAt } from './columns';

/** Category dictionary node: the product tree (CP…), services (FW…), plans (TJ…), gallery (TK…), content (HDCX…). */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    /** Parent code; null for a root such as CP, FW, TJ, XB, XXPT, CS, TK. */
    pid: text('pid'),
    /** Ancestors from the root down, e.g. ['CP', 'CP001']; the node itself is not included. */
    ancestors: text('ancestors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    level: smallint('level').notNull(),
    dictValueEn: text('dict_value_en').notNull(),
    dictValueZh: text('dict_value_zh').notNull(),
    dictKey: text('dict_key'),
    remarkEn: text('remark_en'),
    remarkZh: text('remark_zh'),
    linkUrl: text('link_url'),
    onShelfFlag: boolean('on_shelf_flag').notNull().default(true),
    /** 1 when the node is featured in the navigation mega-menu. */
    navRecommend: smallint('nav_recommend').notNull().default(0),
    multiLine: smallint('multi_line').notNull().default(0),
    multiLineRight: smallint('multi_line_right').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** Default goods-list view mode: 1 large image, 2 list, 3 table. */
    tableType: smallint('table_type').notNull().default(2),
    /** Page size override for goods lists under this node (docs/product.md §9). */
    limitNum: integer('limit_num'),
    isFake: boolean('is_fake').notNull().default(false),
    /** Parameter heading shown for the category's goods table (toGoodsClassifyParamCatesEntity). */
    paramTitleEn: text('param_title_en'),
    paramTitleZh: text('param_title_zh'),
    image: text('image'),
  },
  (t) => [index('categories_pid_idx').on(t.pid, t.sort), index('categories_ancestors_idx').using('gin', t.ancestors)],
);

/** A goods item (product, antibody, medium, instrument, service or trial product). */
export const goods = pgTable(
  'goods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Cat. No. */
    itemno: text('itemno').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    secondTitleEn: text('second_title_en'),
    secondTitleZh: text('second_title_zh'),
    /** Shortest common name used for harmonised listings (e.g. the target symbol). */
    harmonyTitle: text('harmony_title'),
    featuresEn: text('features_en'),
    featuresZh: text('features_zh'),
    applicationsEn: text('applications_en'),
    applicationsZh: text('applications_zh'),
    speciesEn: text('species_en'),
    speciesZh: text('species_zh'),
    organEn: text('organ_en'),
    organZh: text('organ_zh'),
    descriptionEn: text('description_en'),
    descriptionZh: text('description_zh'),
    /** 0 no stock / out of service, -1 stop selling, -2 stop production, 1 in stock (docs/product.md §4). */
    inventoryStatus: smallint('inventory_status').notNull().default(1),
    /** Working days from inquiry to dispatch (services: to results), as a range; null for goods no longer sold (docs/product.md §4). */
    leadTimeMinDays: smallint('lead_time_min_days'),
    leadTimeMaxDays: smallint('lead_time_max_days'),
    /** Badge tags as the supplier writes them: 'Recommend', 'Promotion', 'Free gift', or any other (hot). */
    goodsIdentity: jsonb('goods_identity').$type<string[]>().notNull().default([]),
    isRecommend: boolean('is_recommend').notNull().default(false),
    imgCover: text('img_cover'),
    imgContent: jsonb('img_content').$type<string[]>().notNull().default([]),
    /** The leaf category the goods item is filed under. */
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    /** categoryId and all its ancestors: the goods item is listed under each of them. */
    categoryPath: text('category_path').array().notNull(),
    /** Goods sharing a bindId are shown as one bound group with merged cells. */
    bindId: text('bind_id'),
    /** 1 when an impact factor (ifValue) is published for the item. */
    ifStatus: smallint('if_status').notNull().default(0),
    ifValue: numeric('if_value', { precision: 8, scale: 3, mode: 'number' }),
    /**
     * The antibody's Research Resource Identifier without its 'RRID:' prefix ('AB_' and digits)
     * (docs/product.md §2.6 "Cite this antibody"); only the supplier's import sets it, the demo
     * seed never does (an invented RRID could pass for a real one).
     */
    rrid: text('rrid'),
    /** How many goods_citations rows name the item: kept with them, so the finder sorts and filters without a join. */
    citationCount: integer('citation_count').notNull().default(0),
    onShelfFlag: boolean('on_shelf_flag').notNull().default(true),
    /** product (CP roots) or service (FW roots): decides the wording of inventoryStatus 0. */
    goodsType: smallint('goods_type').notNull().default(1),
    /** Antibody filters: species, applications and research areas as dictionary codes. */
    speciesCodes: text('species_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    applicationCodes: text('application_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    areaCodes: text('area_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Culture medium filters: type, forms (modality) and additives. */
    mediumType: text('medium_type'),
    mediumForms: text('medium_forms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mediumAdditives: text('medium_additives')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The medium a culture-medium goods item is (vocabulary id such as 'dmem-high'), for recommendations by cell line. */
    mediumCode: text('medium_code'),
    limitNum: integer('limit_num'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('goods_itemno_idx').on(t.itemno),
    index('goods_category_path_idx').using('gin', t.categoryPath),
    index('goods_bind_idx').on(t.bindId),
    index('goods_created_idx').on(t.createdAt),
    // The first goods of a category in Cat. No. order, and in featured order (recommended,
    // badged, newest): per-category probes that a subtree or menu query merges (goods-per-category.ts).
    index('goods_category_itemno_idx').on(t.categoryId, t.itemno),
    index('goods_category_featured_idx').on(
      t.categoryId,
      t.isRecommend.desc().nullsFirst(),
      sql`(${t.goodsIdentity} <> '[]'::jsonb) DESC`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Antibody and culture-medium finders filter and count by these lists.
    index('goods_species_codes_idx').using('gin', t.speciesCodes),
    index('goods_application_codes_idx').using('gin', t.applicationCodes),
    index('goods_area_codes_idx').using('gin', t.areaCodes),
    index('goods_labels_idx').using('gin', t.labels),
    index('goods_medium_code_idx').on(t.mediumCode),
  ],
);

/** A purchasable specification of a goods item, priced in CNY. */
export const skus = pgTable(
  'skus',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goodsId: goodsId(),
    skuDescEn: text('sku_desc_en').notNull(),
    skuDescZh: text('sku_desc_zh').notNull(),
    /** Price in CNY; the storefront shows USD at the fixed rate (docs/product.md §9). */
    skuPrice: numeric('sku_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('skus_goods_idx').on(t.goodsId, t.sort)],
);

/** Promotion attached to a goods item: ruleType 1000 limited time, 2000 discount, 3000 spend-and-reduce, 4000 gift. */
export const promotionRules = pgTable(
  'promotion_rules',
  {
    id: serialId(),
    goodsId: goodsId(),
    /** null: the rule covers every SKU of the goods item. */
    skuId: bigint('sku_id', { mode: 'number' }),
    ruleType: smallint('rule_type').notNull(),
    discountRate: numeric('discount_rate', { precision: 5, scale: 2, mode: 'number' }),
    cashBackPrice: numeric('cash_back_price', { precision: 12, scale: 2, mode: 'number' }),
    cashBackType: smallint('cash_back_type'),
    cashBackVal: numeric('cash_back_val', { precision: 12, scale: 2, mode: 'number' }),
    presentType: smallint('present_type'),
    presentNum: integer('present_num'),
    presentGoodNum: integer('present_good_num'),
    preGoodsSkus: jsonb('pre_goods_skus').$type<{ goodsId: number; skuId: number; num: number }[]>(),
    validStart: timestamp('valid_start', { withTimezone: true }),
    validEnd: timestamp('valid_end', { withTimezone: true }),
  },
  (t) => [index('promotion_rules_goods_idx').on(t.goodsId)],
);

/** Downloadable documents of a goods item (datasheets, manuals, COA). */
export const goodsDocuments = pgTable(
  'goods_documents',
  {
    id: serialId(),
    goodsId: goodsId(),
    fileName: text('file_name').notNull(),
    url: text('url').notNull(),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [index('goods_documents_goods_idx').on(t.goodsId)],
);

/**
 * A publication that used a goods item (docs/product.md §2.6 citations): the reference as a
 * buyer cites it, the application it was used for and the species studied (dictionary codes).
 */
export const goodsCitations = pgTable(
  'goods_citations',
  {
    id: serialId(),
    goodsId: goodsId(),
    /** PubMed-style identifier, e.g. '34812345'. */
    pmid: text('pmid').notNull(),
    authors: text('authors').notNull(),
    title: text('title').notNull(),
    journal: text('journal').notNull(),
    year: smallint('year').notNull(),
    applicationCode: text('application_code').notNull(),
    speciesCode: text('species_code').notNull(),
  },
  (t) => [index('goods_citations_goods_idx').on(t.goodsId, t.applicationCode, t.year)],
);

/** Records that the demo catalogue was seeded, and with which options, so a restart does not seed again. */
export const seedRuns = pgTable(
  'seed_runs',
  {
    name: text('name').notNull(),
    goodsCount: integer('goods_count').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name] })],
);

/** Common cell lines and the medium and serum they are usually grown in (the medium recommendation page). */
export const cellLines = pgTable(
  'cell_lines',
  {
    id: serialId(),
    /** The cell line's name as laboratories write it, e.g. 'HeLa'; the same in both languages. */
    name: text('name').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    speciesEn: text('species_en').notNull(),
    speciesZh: text('species_zh').notNull(),
    tissueEn: text('tissue_en').notNull(),
    tissueZh: text('tissue_zh').notNull(),
    /** adherent, suspension or mixed. */
    growth: text('growth').notNull(),
    /** The recommended medium (goods.medium_code). */
    mediumCode: text('medium_code').notNull(),
    serumEn: text('serum_en').notNull(),
    serumZh: text('serum_zh').notNull(),
    /** The cell line's node in the cell-bank tree (XB…), when it has one. */
    categoryId: text('category_id').references(() => categories.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('cell_lines_name_idx').on(t.name)],
);
