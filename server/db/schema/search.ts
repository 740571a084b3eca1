/** Search: the goods index, the typo dictionary, search terms and a customer's recent searches (docs/product.md §5). */
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { goods } from './catalogue';
import { customerId } from './columns';

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
  (t) => [index('search_terms_prefix_idx').on(sql`${t.term} COLLATE "C"`), index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);

/**
 * Searches by week, language and term, for the sales team's report of what buyers look for and
 * do not find (docs/product.md §15.3): one row per ISO week (its Monday, UTC), page language and
 * normalised term, counted as search_terms is.
 */
export const searchWeeks = pgTable(
  'search_weeks',
  {
    week: date('week', { mode: 'string' }).notNull(),
    lang: text('lang').notNull().$type<'en' | 'zh'>(),
    term: text('term').notNull(),
    /** The spelling searched last this week. */
    display: text('display').notNull(),
    searches: integer('searches').notNull().default(1),
    /** How many of those searches found nothing. */
    withoutResult: integer('without_result').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.lang, t.term] })],
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

/** Recent searches of a logged-in customer (docs/product.md §5: newest first, at most 10 shown). */
export const userSearches = pgTable(
  'user_searches',
  {
    userId: customerId(),
    /** Lower-cased trimmed term: the de-duplication key. */
    termKey: text('term_key').notNull(),
    /** The term as last typed. */
    term: text('term').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termKey] }), index('user_searches_user_idx').on(t.userId, t.searchedAt)],
);
