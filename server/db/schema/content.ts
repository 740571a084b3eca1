/** Content beside the catalogue: banners, hot searches, dictionaries, articles, the gallery, company pages and their attachments. */
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RenderSpec } from '../../gallery/render-spec';
import { categories, goods } from './catalogue';
import { serialId } from './columns';

/** Carousel banners; bannerType 1 home carousel, 2 home advert dialog. */
export const banners = pgTable('banners', {
  id: serialId(),
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
  id: serialId(),
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
    id: serialId(),
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
    id: serialId(),
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
    id: serialId(),
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
    id: serialId(),
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
    id: serialId(),
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
    id: serialId(),
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
