/**
 * The catalogue's tables (docs/product.md §3). One schema for PGlite and PostgreSQL.
 *
 * Bilingual text is stored as `<field>_en` / `<field>_zh` column pairs; the API answers the
 * caller's language under docs/product.md's own field name (`title`, `dictValue`, …).
 * Codes (category ids such as CP001, country codes) are the supplier's own identifiers and
 * serve as primary keys, so imported catalogues keep their links.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RenderSpec } from '../gallery/render-spec';
import type { InvoiceType, OrderStatus } from '../../contract/order-rules';
import type { LevelKey } from '../../contract/centre-constants';
import type { LineDiscount } from '../../contract/orders';
import type { AfterSalesReason, AfterSalesStatus, AfterSalesType } from '../../contract/aftersales-rules';

/** Category dictionary node: the product tree (CP…), services (FW…), plans (TJ…), gallery (TK…), content (HDCX…). */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    /** Parent code; null for a root such as CP, FW, TJ, XB, XXPT, CS, TK. */
    pid: text('pid'),
    /** Ancestors from the root down, e.g. ['CP', 'CP001']; the node itself is not included. */
    ancestors: text('ancestors').array().notNull().default(sql`'{}'::text[]`),
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
    /** How many goods_citations rows name the item: kept with them, so the finder sorts and filters without a join. */
    citationCount: integer('citation_count').notNull().default(0),
    onShelfFlag: boolean('on_shelf_flag').notNull().default(true),
    /** product (CP roots) or service (FW roots): decides the wording of inventoryStatus 0. */
    goodsType: smallint('goods_type').notNull().default(1),
    /** Antibody filters: species, applications and research areas as dictionary codes. */
    speciesCodes: text('species_codes').array().notNull().default(sql`'{}'::text[]`),
    applicationCodes: text('application_codes').array().notNull().default(sql`'{}'::text[]`),
    areaCodes: text('area_codes').array().notNull().default(sql`'{}'::text[]`),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    /** Culture medium filters: type, forms (modality) and additives. */
    mediumType: text('medium_type'),
    mediumForms: text('medium_forms').array().notNull().default(sql`'{}'::text[]`),
    mediumAdditives: text('medium_additives').array().notNull().default(sql`'{}'::text[]`),
    /** The medium a culture-medium goods item is (vocabulary id such as 'dmem-high'), for recommendations by cell line. */
    mediumCode: text('medium_code'),
    limitNum: integer('limit_num'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
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

/** Carousel banners; bannerType 1 home carousel, 2 home advert dialog. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  bannerType: smallint('banner_type').notNull().default(1),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  pic: text('pic').notNull(),
  url: text('url'),
  /** {"p":{"url":"…"}} when the banner is a video. */
  video: jsonb('video').$type<{ p: { url: string } }>(),
  onShelfFlag: boolean('on_shelf_flag').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** When a dated campaign's banner starts and stops showing (docs/product.md §2.4 item 10); null: open-ended. */
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

/** Hot-search chips under the search box. */
export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  proNameEn: text('pro_name_en').notNull(),
  proNameZh: text('pro_name_zh').notNull(),
  linkUrl: text('link_url'),
  onShelfFlag: boolean('on_shelf_flag').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Countries for the inquiry form's selector; hot ones are listed first. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  enName: text('en_name').notNull(),
  cnName: text('cn_name').notNull(),
  /** Pinyin of cnName, for searching Chinese names with Latin letters. */
  cnSpell: text('cn_spell').notNull(),
  hot: boolean('hot').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** System dictionary entries answered by /sys/sysdict/list, grouped by dictType. */
export const sysDicts = pgTable(
  'sys_dicts',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type').notNull(),
    dictCode: text('dict_code').notNull(),
    dictValueEn: text('dict_value_en').notNull(),
    dictValueZh: text('dict_value_zh').notNull(),
    remark: text('remark'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sys_dicts_type_code_idx').on(t.dictType, t.dictCode)],
);

/** Articles: news (XWZX), events and promotions (HDCX), catalogues, experiment data and plans (TJ…). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    summaryEn: text('summary_en'),
    summaryZh: text('summary_zh'),
    contentEn: text('content_en').notNull(),
    contentZh: text('content_zh').notNull(),
    cover: text('cover'),
    /** 1 published; anything else is hidden from visitors. */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_category_idx').on(t.categoryId, t.sort)],
);

/** Pathology image gallery entries, filed under TK… categories. */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    descriptionEn: text('description_en'),
    descriptionZh: text('description_zh'),
    /** The card thumbnail (JPEG, THUMB_WIDTH × THUMB_HEIGHT). */
    img: text('img').notNull(),
    sort: integer('sort').notNull().default(0),
    /** The goods the image shows (a stain kit, antibody, testing service or instrument). */
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => goods.id, { onDelete: 'set null' }),
    /** Legend: the tissue, the stain or marker, and the objective (null for equipment photos). */
    tissueEn: text('tissue_en'),
    tissueZh: text('tissue_zh'),
    stainEn: text('stain_en'),
    stainZh: text('stain_zh'),
    magnification: smallint('magnification'),
    /** Full-resolution size and the Deep Zoom descriptor of the pyramid; null for an image without one. */
    width: integer('width'),
    height: integer('height'),
    dzi: text('dzi'),
    /** How the seed's images are drawn (server/gallery/render-spec.ts); null for uploaded images. */
    render: jsonb('render').$type<RenderSpec>(),
  },
  (t) => [index('gallery_images_category_idx').on(t.categoryId, t.sort)],
);

/** Downloadable documents of a goods item (datasheets, manuals, COA). */
export const goodsDocuments = pgTable(
  'goods_documents',
  {
    id: serial('id').primaryKey(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
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

/**
 * Search data of a goods item, derived from the goods row by reindexGoodsSearch
 * (server/seed/search-index.ts), which every writer of goods must call. Kept apart from
 * goods so the goods table stays narrow and a re-index is an insert, not an update of every
 * goods index. on_shelf_flag, category_path and itemno are copies, so a search never joins.
 *
 * Text columns hold normalised text (NFKC, lower case; search-text.ts). Latin terms are
 * found with the trigram index on search_text; Chinese terms, which trigrams cannot serve when
 * they are two characters long, with the GIN index on search_tokens (characters and bigrams)
 * and checked against search_han.
 */
export const goodsSearch = pgTable(
  'goods_search',
  {
    goodsId: bigint('goods_id', { mode: 'number' })
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    itemno: text('itemno').notNull(),
    onShelfFlag: boolean('on_shelf_flag').notNull(),
    categoryPath: text('category_path').array().notNull(),
    titleEnKey: text('title_en_key').notNull(),
    titleZhKey: text('title_zh_key').notNull(),
    /** Latin words of the titles: a whole-word title match ranks above a substring. */
    titleWords: text('title_words').array().notNull(),
    /** Synonyms the goods row does not carry: target aliases, medium and cell-line aliases, application names. */
    searchAliases: text('search_aliases'),
    /** Cat. No., titles, second titles, harmonised title, aliases and applications, normalised, without Chinese. */
    searchText: text('search_text').notNull(),
    /** The Chinese runs of the same fields: kept out of search_text, where they would only bloat the trigram index. */
    searchHan: text('search_han').notNull(),
    /** Chinese characters and character bigrams, and Latin words too short for trigrams. */
    searchTokens: text('search_tokens').array().notNull(),
    /** Words of this item that belong in the typo dictionary (search_words). */
    dictionaryWords: text('dictionary_words').array().notNull(),
  },
  (t) => [
    index('goods_search_itemno_idx').using('btree', sql`lower(${t.itemno}) COLLATE "C"`),
    index('goods_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('goods_search_tokens_idx').using('gin', t.searchTokens),
  ],
);

/**
 * The distinct titles of on-shelf goods per language, for suggestions: one row per normalised
 * title (the catalogue repeats titles across pack sizes), showing the title of the goods item
 * with the lowest id. Derived from goods_search whenever it is re-indexed.
 */
export const searchTitles = pgTable(
  'search_titles',
  {
    lang: text('lang').notNull(),
    /** The normalised title, as goods_search holds it. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** The goods item whose title is shown; a re-index of it recomputes this row. */
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    // Byte order ("C") serves prefix look-ups; byte equality is the default collation's equality too.
    uniqueIndex('search_titles_key_idx').on(t.lang, sql`${t.key} COLLATE "C"`),
    index('search_titles_goods_idx').on(t.goodsId),
  ],
);

/** The typo dictionary: distinct words of goods names and aliases, with how many goods use them. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    goodsCount: integer('goods_count').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * Every search term, one row per normalised term (the key counts 'GAPDH' and 'gapdh' as one), for
 * suggestions and for the supplier's reports. Suggestions show `display`: the term's most used
 * spelling, the latest of them on a tie.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /** The spelling suggestions show ('GAPDH'): white space collapsed, letter case as typed. */
    display: text('display').notNull(),
    hasResult: boolean('has_result').notNull(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_terms_prefix_idx').on(sql`${t.term} COLLATE "C"`),
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/** How often each spelling of a search term was searched, to pick the term's display form. */
export const searchTermSpellings = pgTable(
  'search_term_spellings',
  {
    term: text('term').notNull(),
    spelling: text('spelling').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.term, t.spelling] })],
);

/** A customer account (docs/product.md §1: logs in by mobile number or email). */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Digits only, with the country calling code when given (e.g. 8613800138000). */
    mobile: text('mobile'),
    /** Lower-cased. */
    email: text('email'),
    /** scrypt hash in PHC-like form `scrypt$N$r$p$salt$hash`; null until a password is set. */
    passwordHash: text('password_hash'),
    userName: text('user_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_mobile_idx').on(t.mobile), uniqueIndex('users_email_idx').on(t.email)],
);

/** A login: the token itself is never stored, only its SHA-256. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

/** A 6-digit verification code sent to a mobile number or email address; stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull().$type<'mobile' | 'email'>(),
    /** Normalised address: digits for a mobile number, lower case for an email. */
    address: text('address').notNull(),
    purpose: text('purpose').notNull().$type<'login' | 'register' | 'retrieve' | 'security' | 'change'>(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_address_idx').on(t.channel, t.address, t.createdAt)],
);

/** Messages for customers and the sales team; delivered by SMTP when configured, else kept here as the outbox. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull().$type<'mobile' | 'email'>(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an SMTP server accepted the message; null in the offline outbox. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbound_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/** A logged-in customer's inquiry list (the cart of docs/product.md §3): one line per goods item and SKU. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** 0 when the goods item is inquired without choosing a SKU. */
    skuId: bigint('sku_id', { mode: 'number' }).notNull().default(0),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId, t.skuId] })],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('favourites_user_idx').on(t.userId, t.createdAt)],
);

/** Browsing footprints: the latest view of each goods item per customer. */
export const footprints = pgTable(
  'footprints',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('footprints_user_idx').on(t.userId, t.viewedAt)],
);

/** Recent searches of a logged-in customer (docs/product.md §5: newest first, at most 10 shown). */
export const userSearches = pgTable(
  'user_searches',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased trimmed term: the de-duplication key. */
    termKey: text('term_key').notNull(),
    /** The term as last typed. */
    term: text('term').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termKey] }), index('user_searches_user_idx').on(t.userId, t.searchedAt)],
);

/** An inquiry for the sales team, answered within 24 hours (docs/product.md §1, §5). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'form' from /purchase-inquiry, 'goods' from a goods page or the inquiry list. */
    source: text('source').notNull().$type<'form' | 'goods'>(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    /** ISO 3166-1 alpha-2 code from the country dictionary. */
    country: text('country').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** WhatsApp / WeChat, optional. */
    tm: text('tm'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale').notNull().default('en'),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('inquiries_created_idx').on(t.createdAt)],
);

/** The goods of an inquiry, with what the customer saw at the time. */
export const inquiryGoods = pgTable(
  'inquiry_goods',
  {
    inquiryId: bigint('inquiry_id', { mode: 'number' })
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull().default(0),
    quantity: integer('quantity').notNull(),
    itemno: text('itemno').notNull(),
    title: text('title').notNull(),
    skuDesc: text('sku_desc'),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.goodsId, t.skuId] })],
);

/** Answers of writes sent with an Idempotency-Key (docs/architecture.md §3), replayed for the same key and body. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** Route path + key (+ caller), so keys of different routes never collide. */
    scopeKey: text('scope_key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotent_requests_created_idx').on(t.createdAt)],
);

/**
 * Rate-limit counters (docs/architecture.md §6: in the database unless Redis takes them over): one
 * row per bucket, whose window starts at the first hit after the last window ended.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);

/**
 * The company's own pages (profile, catalogues, distributors, staining protocols, storage and
 * transport; docs/product.md §2.2), stored as structured sections rather than HTML so they render
 * as server markup without a sanitiser.
 */
export const companyPages = pgTable('company_pages', {
  /** profile, catalog, distributors, staining, transport. */
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  summaryEn: text('summary_en').notNull(),
  summaryZh: text('summary_zh').notNull(),
  sectionsEn: jsonb('sections_en').$type<CompanySectionRow[]>().notNull(),
  sectionsZh: jsonb('sections_zh').$type<CompanySectionRow[]>().notNull(),
});

/** One section of a company page: a heading with paragraphs, a bullet list and a table, each optional. */
export interface CompanySectionRow {
  heading: string;
  paragraphs: string[];
  items: string[];
  table: { columns: string[]; rows: string[][] } | null;
}

/** Distributors by country (ISO 3166-1 alpha-2) and region, listed on the distributors page. */
export const distributors = pgTable(
  'distributors',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    /** africa, americas, asia, europe, oceania. */
    region: text('region').notNull(),
    company: text('company').notNull(),
    cityEn: text('city_en').notNull(),
    cityZh: text('city_zh').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('distributors_region_idx').on(t.region, t.sort)],
);

/** Purchase and bidding notices of the company's procurement (/purchase-detail). */
export const purchaseNotices = pgTable(
  'purchase_notices',
  {
    id: serial('id').primaryKey(),
    noticeNo: text('notice_no').notNull(),
    /** bidding, inquiry or award. */
    noticeType: text('notice_type').notNull(),
    /** open, closed or awarded. */
    status: text('status').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    bodyEn: jsonb('body_en').$type<string[]>().notNull(),
    bodyZh: jsonb('body_zh').$type<string[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('purchase_notices_no_idx').on(t.noticeNo), index('purchase_notices_published_idx').on(t.publishedAt)],
);

/**
 * Downloadable files of the data centre, filed under a category code (manual, protocol, msds,
 * catalog, purchase); a purchase notice's documents also name their notice.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    noticeId: integer('notice_id').references(() => purchaseNotices.id, { onDelete: 'cascade' }),
    fileNameEn: text('file_name_en').notNull(),
    fileNameZh: text('file_name_zh').notNull(),
    url: text('url').notNull(),
    downloads: integer('downloads').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('attachments_category_idx').on(t.category, t.sort), index('attachments_notice_idx').on(t.noticeId)],
);

/**
 * A manufactured lot (batch) of a goods item, whose certificate of analysis the COA lookup serves
 * (docs/product.md §2.7). The batch number is unique: it carries the Cat. No. it was made for.
 */
export const lots = pgTable(
  'lots',
  {
    id: serial('id').primaryKey(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** Copied from the goods item when the lot was made: a certificate keeps the number it was issued under. */
    itemno: text('itemno').notNull(),
    /** Stored upper case, e.g. 'AB10001-2406A'; looked up upper case. */
    batch: text('batch').notNull(),
    /** yyyy-mm-dd. */
    manufacturedOn: text('manufactured_on').notNull(),
    expiresOn: text('expires_on').notNull(),
    /** The pack size the lot was filled in, e.g. '100 µL'. */
    sizeEn: text('size_en').notNull(),
    sizeZh: text('size_zh').notNull(),
    /** Units filled in the lot. */
    quantity: integer('quantity').notNull(),
    storageEn: text('storage_en').notNull(),
    storageZh: text('storage_zh').notNull(),
  },
  (t) => [uniqueIndex('lots_batch_idx').on(t.batch), index('lots_goods_idx').on(t.goodsId)],
);

/** One quality-control test of a lot: what was tested, against which specification, the result. */
export const lotTests = pgTable(
  'lot_tests',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    testEn: text('test_en').notNull(),
    testZh: text('test_zh').notNull(),
    specificationEn: text('specification_en').notNull(),
    specificationZh: text('specification_zh').notNull(),
    resultEn: text('result_en').notNull(),
    resultZh: text('result_zh').notNull(),
    passed: boolean('passed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.sort] })],
);

/** A validated PCR primer pair of the primer library (docs/product.md §2.7). */
export const primers = pgTable(
  'primers',
  {
    id: serial('id').primaryKey(),
    /** Official gene symbol as the species writes it: GAPDH (human), Gapdh (mouse, rat). */
    gene: text('gene').notNull(),
    geneNameEn: text('gene_name_en').notNull(),
    geneNameZh: text('gene_name_zh').notNull(),
    /** human, mouse or rat. */
    species: text('species').notNull(),
    /** qPCR, RT-PCR or PCR. */
    application: text('application').notNull(),
    /** The transcript the pair was designed on, e.g. NM_002046. */
    accession: text('accession').notNull(),
    forward: text('forward').notNull(),
    reverse: text('reverse').notNull(),
    ampliconLength: integer('amplicon_length').notNull(),
    /** Melting temperatures in °C, one decimal. */
    forwardTm: numeric('forward_tm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    reverseTm: numeric('reverse_tm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    /** A goods item for the same target (an antibody), when the catalogue has one. */
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => goods.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('primers_gene_idx').on(t.gene), index('primers_species_idx').on(t.species, t.sort)],
);

// ─── Uploads, feedback and account information (issue 14, part 3; docs/product.md §13, §14) ───

/**
 * A file a customer uploaded and the API verified (docs/product.md §13): stored content-addressed
 * under DATA_DIR/uploads/<user>/<md5>.<ext>; the client's name is kept for display only.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    /** Random, unguessable: the only name the file is fetched by. */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    md5: text('md5').notNull(),
    /** The allowed extension the content was found to be (never the client's spelling). */
    extension: text('extension').notNull(),
    /** image, video or document. */
    kind: text('kind').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploaded_files_user_md5_idx').on(t.userId, t.md5)],
);

/** The account information page's extras beside users.user_name / company_name: the avatar. */
export const customerProfiles = pgTable('customer_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  avatarFileId: text('avatar_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A complaint or a piece of advice (/my-complaint, /my-advice) and the staff reply. */
export const feedbackEntries = pgTable(
  'feedback_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** complaint or advice. */
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    orderNo: text('order_no').notNull().default(''),
    /** uploaded_files ids of this customer, in the order attached. */
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_entries_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);

// ─── Personal centre: messages, wallet and invoices, service records (docs/product.md §10) ───

/** A message of the customer's message centre; subject and body in both languages, each locale shows its own. */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'order' | 'afterSales' | 'inquiry' | 'system'>(),
    subjectEn: text('subject_en').notNull(),
    subjectZh: text('subject_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    /** A storefront path the message points at (e.g. /my-order), or null. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Soft delete: the customer no longer sees it, the shop keeps it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('customer_messages_user_idx').on(t.userId, t.createdAt)],
);

/** When the customer last looked at the message centre (selectSeePC / updateSee). */
export const messageCentreSeen = pgTable('message_centre_seen', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/** The customer's account with the shop: credit terms; its balance comes from the ledger. */
export const walletAccounts = pgTable('wallet_accounts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** CNY. */
  creditLimit: numeric('credit_limit', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
});

/** One entry of the customer's ledger: an invoice owed or a payment received, in CNY. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'invoice' | 'payment'>(),
    /** CNY, always positive; the kind says which way it goes. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The order (or orders) it belongs to, as text: the ERP's numbers are not our ids. */
    orderNo: text('order_no').notNull().default(''),
    /** Invoice or receipt number. */
    documentNo: text('document_no').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Invoices only: when payment is due. */
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [index('ledger_entries_user_idx').on(t.userId, t.occurredAt)],
);

/** A request for an invoice (fapiao) for an amount or an order. */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    /** CNY. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull(),
    type: text('type').notNull().$type<'ordinary' | 'special'>(),
    email: text('email').notNull(),
    state: text('state').notNull().$type<'pending' | 'issued' | 'rejected'>().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_requests_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The customer's service records: experiment projects (kind experiment, with stages), slide-scanning
 * jobs (scan) and tissue-grinder applications (grinder). One table: they share number, title, state,
 * samples and dates; stages are for experiments only.
 */
export const serviceRecords = pgTable(
  'service_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'experiment' | 'scan' | 'grinder'>(),
    recordNo: text('record_no').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    /** A state key of the kind (docs/product.md §10). */
    state: text('state').notNull(),
    sampleCount: integer('sample_count').notNull().default(0),
    /** Experiments: the stages in order with the day each was done (null: not yet). */
    stages: jsonb('stages').$type<{ key: string; doneAt: string | null }[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('service_records_user_idx').on(t.userId, t.kind, t.submittedAt)],
);

/* ───────────────────────────── Orders, receiving addresses, coupons, logistics (docs/product.md §11) ───────────────────────────── */

/** A customer's receiving address; at most one is the default (the partial unique index keeps it so). */
export const receivingAddresses = pgTable(
  'receiving_addresses',
  {
    id: serial('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consignee: text('consignee').notNull(),
    mobile: text('mobile').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    detail: text('detail').notNull(),
    postcode: text('postcode').notNull().default(''),
    company: text('company').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receiving_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('receiving_addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** The address as it was when the order was submitted: later edits of the address book do not change an order. */
export interface AddressSnapshot {
  consignee: string;
  mobile: string;
  country: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postcode: string;
  company: string;
}

/**
 * A coupon of one customer: either `amountOff` CNY off a subtotal of at least `threshold`, or
 * `percentOff` per cent off. Used when usedAt is set; expired once validUntil has passed.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    /** 'amount' or 'percent'. */
    kind: text('kind').$type<'amount' | 'percent'>().notNull(),
    amountOff: numeric('amount_off', { precision: 12, scale: 2, mode: 'number' }),
    /** 1–99: per cent taken off the subtotal. */
    percentOff: smallint('percent_off'),
    /** The subtotal (CNY) the order's lines must reach; 0 for none. */
    threshold: numeric('threshold', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedOrderId: integer('used_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupons_user_idx').on(t.userId, t.validUntil)],
);

/** A submitted order; its amounts are CNY, priced from the database when it was submitted. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** The lines at list prices. */
    listAmount: numeric('list_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** What the promotions took off the lines (docs/product.md §11.4). */
    promotionDiscount: numeric('promotion_discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** Sum of the lines as charged: the subtotal. */
    goodsAmount: numeric('goods_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The member level when ordered and its discount; null level: none taken. */
    memberLevel: text('member_level').$type<LevelKey>(),
    memberPercentOff: numeric('member_percent_off', { precision: 5, scale: 2, mode: 'number' }),
    memberDiscount: numeric('member_discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** The coupon's discount. */
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponTitleEn: text('coupon_title_en'),
    couponTitleZh: text('coupon_title_zh'),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    invoiceType: text('invoice_type').$type<InvoiceType>().notNull().default('none'),
    invoiceTitle: text('invoice_title').notNull().default(''),
    invoiceTaxNo: text('invoice_tax_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Set by staff with the first delivery. */
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete by the customer (completed or canceled orders only): kept for staff and after-sales. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), index('orders_user_status_idx').on(t.userId, t.status)],
);

/** A line of an order with the goods, SKU and unit price as they were at submit time. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept when the goods item is later deleted: the snapshot still says what was bought. */
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => goods.id, { onDelete: 'set null' }),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    itemno: text('itemno').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    skuDescEn: text('sku_desc_en').notNull(),
    skuDescZh: text('sku_desc_zh').notNull(),
    /** The SKU's list price when ordered. */
    listPrice: numeric('list_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The unit price charged: the net price after the price rule; 0 for a gift. */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The savings the line took, named (contract LineDiscount). */
    discounts: jsonb('discounts').$type<LineDiscount[]>().notNull().default([]),
    /** A zero-price line a purchase earned (ruleType 4000). */
    isGift: boolean('is_gift').notNull().default(false),
    deliveredQuantity: integer('delivered_quantity').notNull().default(0),
    /** The lot (batch) shipped, upper case, as the COA lookup finds it; null until delivered. */
    lotBatch: text('lot_batch'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.sort)],
);

/** A logistics event of an order (docs/product.md §11): seeded or set by staff with a delivery. */
export const orderLogistics = pgTable(
  'order_logistics',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    textEn: text('text_en').notNull(),
    textZh: text('text_zh').notNull(),
    location: text('location').notNull().default(''),
  },
  (t) => [index('order_logistics_order_idx').on(t.orderId, t.at)],
);

// ── After-sales and evaluations (docs/product.md §12) ──────────────────────────────────────

/**
 * An after-sales request of a customer on one order (docs/product.md §12.1): return, refund only
 * or exchange of delivered lines. Staff move it through pending → accepted | rejected, accepted →
 * completed; the customer may cancel it while pending.
 */
export const afterSalesRequests = pgTable(
  'after_sales_requests',
  {
    id: serial('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<AfterSalesType>().notNull(),
    status: text('status').$type<AfterSalesStatus>().notNull().default('pending'),
    reason: text('reason').$type<AfterSalesReason>().notNull(),
    description: text('description').notNull().default(''),
    /** Upload ids of photos or documents the customer attached (the uploader's file ids). */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** Staff's last answer to the customer. */
    staffReply: text('staff_reply').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('after_sales_user_idx').on(t.userId, t.createdAt), index('after_sales_order_idx').on(t.orderId)],
);

/** The order lines a request covers and how many of each. */
export const afterSalesLines = pgTable(
  'after_sales_lines',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => afterSalesRequests.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('after_sales_lines_request_idx').on(t.requestId), index('after_sales_lines_line_idx').on(t.orderLineId)],
);

/** The timeline of a request: one row per status it reached, with the note said then. */
export const afterSalesEvents = pgTable(
  'after_sales_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => afterSalesRequests.id, { onDelete: 'cascade' }),
    status: text('status').$type<AfterSalesStatus>().notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('after_sales_events_request_idx').on(t.requestId, t.at)],
);

/** A customer's evaluation of one delivered order line (docs/product.md §12.2): one per line, editable. */
export const orderEvaluations = pgTable(
  'order_evaluations',
  {
    id: serial('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** The goods item evaluated; kept null when the item is later deleted. */
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => goods.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_evaluations_line_idx').on(t.orderLineId), index('order_evaluations_goods_idx').on(t.goodsId, t.createdAt)],
);

// ─── Points mall and free trials (docs/product.md §2.10, §2.11) ──────────────────────────────────

/**
 * A customer's free-trial application: up to 3 samples for one laboratory (docs/product.md §2.10).
 * laboratory_key is the normalised institution + laboratory; while an application of a laboratory
 * is pending or approved no other may be stored for it (the partial unique index is the judge, so
 * two accounts applying at once cannot both get in).
 */
export const trialApplications = pgTable(
  'trial_applications',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institution: text('institution').notNull(),
    laboratory: text('laboratory').notNull(),
    laboratoryKey: text('laboratory_key').notNull(),
    consignee: text('consignee').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    /** pending, approved or rejected. */
    status: text('status').notNull().default('pending'),
    staffNote: text('staff_note'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('trial_applications_customer_idx').on(t.customerId, t.appliedAt),
    uniqueIndex('trial_applications_laboratory_idx').on(t.laboratoryKey).where(sql`status <> 'rejected'`),
  ],
);

/** The samples (goods items) of a trial application, in the order chosen. */
export const trialApplicationGoods = pgTable(
  'trial_application_goods',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => trialApplications.id, { onDelete: 'cascade' }),
    // Cascade: clearing the demo catalogue (the seed CLI) must not be blocked by applications.
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.goodsId] })],
);

/** A customer's points balance; always the sum of the customer's ledger (docs/product.md §2.11). */
export const pointsBalances = pgTable(
  'points_balances',
  {
    customerId: bigint('customer_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [check('points_balances_not_negative', sql`${t.balance} >= 0`)],
);

/** One change of a balance, written in the same transaction as its cause. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive: earned or returned; negative: spent. */
    change: integer('change').notNull(),
    /** order (earned on a completed order), exchange (spent), refund (a rejected exchange returned), grant (staff). */
    reason: text('reason').notNull(),
    /** The order that earned the points (reason order); one award per order. */
    orderNo: text('order_no'),
    exchangeId: integer('exchange_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('points_ledger_order_idx').on(t.orderNo).where(sql`reason = 'order'`),
  ],
);

/** An item of the points mall; the seed writes them with fixed ids, so seeding again changes nothing. */
export const pointsItems = pgTable('points_items', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionZh: text('description_zh').notNull(),
  /** Points per piece. */
  points: integer('points').notNull(),
  imgCover: text('img_cover'),
  onShelfFlag: boolean('on_shelf_flag').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** An exchange of points for an item, shipped to the address given; waits for staff approval. */
export const pointsExchanges = pgTable(
  'points_exchanges',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => pointsItems.id),
    quantity: integer('quantity').notNull(),
    /** Points spent: the item's points × quantity at the time of the exchange. */
    points: integer('points').notNull(),
    consignee: text('consignee').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    /** pending, approved or rejected. */
    status: text('status').notNull().default('pending'),
    staffNote: text('staff_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('points_exchanges_customer_idx').on(t.customerId, t.createdAt)],
);
