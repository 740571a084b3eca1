/**
 * Articles as visitors may see them (docs/product.md §2.5, §7.2): published (status 1), filed
 * under a listed category of a content root. Bodies are answered as authored; the storefront
 * sanitises them before rendering.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { isListed, loadSnapshot, type CategoryRow, type Snapshot } from '../catalogue/category-snapshot';
import { ARTICLE_ROOTS, type ArticleDetail, type ArticleList, type ArticleSummary, type ContentCategory, type SitemapArticles } from '../../contract/articles';
import type { ArticleSort } from '../../contract/article-constants';
import { localisedCover } from './article-cover';

const PUBLISHED = 1;

/** Whether a category may show articles: listed, and a content root or under one. */
function isArticleCategory(snapshot: Snapshot, row: CategoryRow): boolean {
  const roots: readonly string[] = ARTICLE_ROOTS;
  return isListed(snapshot, row) && [row.id, ...row.ancestors].some((code) => roots.includes(code));
}

/** Every category whose articles visitors may open: what search may list (an article elsewhere has no page). */
export function visibleArticleCategories(snapshot: Snapshot): string[] {
  return [...snapshot.rows.values()].filter((row) => isArticleCategory(snapshot, row)).map((row) => row.id);
}

function articleCategory(snapshot: Snapshot, code: string): CategoryRow | null {
  const row = snapshot.rows.get(code);
  return row && isArticleCategory(snapshot, row) ? row : null;
}

function toContentCategory(snapshot: Snapshot, row: CategoryRow, lang: Lang): ContentCategory {
  const children = (snapshot.childrenOf.get(row.id) ?? []).filter((child) => child.onShelfFlag);
  return {
    id: row.id,
    dictCode: row.id,
    dictValue: pick(lang, row.dictValueEn, row.dictValueZh),
    pid: row.pid,
    level: row.level,
    sort: row.sort,
    subDictEntities: children.map((child) => toContentCategory(snapshot, child, lang)),
  };
}

/** A content category with its listed descendants; null when unknown, hidden or not a content category. */
export async function contentTree(db: Db, code: string, lang: Lang): Promise<ContentCategory | null> {
  const snapshot = await loadSnapshot(db);
  const row = articleCategory(snapshot, code);
  return row ? toContentCategory(snapshot, row, lang) : null;
}

/** The code and its listed descendants. */
function subtreeCodes(snapshot: Snapshot, row: CategoryRow): string[] {
  const codes: string[] = [];
  const walk = (node: CategoryRow) => {
    codes.push(node.id);
    for (const child of snapshot.childrenOf.get(node.id) ?? []) if (child.onShelfFlag) walk(child);
  };
  walk(row);
  return codes;
}

type ArticleRow = typeof articles.$inferSelect;

function toSummary(row: ArticleRow, snapshot: Snapshot, lang: Lang): ArticleSummary {
  const category = snapshot.rows.get(row.categoryId);
  return {
    id: row.id,
    title: pick(lang, row.titleEn, row.titleZh),
    summary: pick(lang, row.summaryEn, row.summaryZh) || null,
    categoryId: row.categoryId,
    categoryName: category ? pick(lang, category.dictValueEn, category.dictValueZh) : '',
    cover: localisedCover(row.cover, lang),
    sort: row.sort,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export interface ArticleListQuery {
  code: string;
  sort: ArticleSort;
  page: number;
  limit: number;
}

/** Published articles of a content category and its descendants; null when the category is not one. */
export async function listArticles(db: Db, query: ArticleListQuery, lang: Lang): Promise<ArticleList | null> {
  const snapshot = await loadSnapshot(db);
  const row = articleCategory(snapshot, query.code);
  if (!row) return null;
  const where = and(eq(articles.status, PUBLISHED), inArray(articles.categoryId, subtreeCodes(snapshot, row)));
  const order = query.sort === 'newest' ? [desc(articles.publishedAt), desc(articles.id)] : [asc(articles.sort), asc(articles.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(where),
  ]);
  return { list: rows.map((article) => toSummary(article, snapshot, lang)), totalCount: Number(total?.n ?? 0) };
}

/** A published article in a listed content category, or null. */
async function visibleArticle(db: Db, id: number): Promise<{ row: ArticleRow; snapshot: Snapshot } | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row || row.status !== PUBLISHED) return null;
  const snapshot = await loadSnapshot(db);
  return articleCategory(snapshot, row.categoryId) ? { row, snapshot } : null;
}

export async function articleSummary(db: Db, id: number, lang: Lang): Promise<ArticleSummary | null> {
  const found = await visibleArticle(db, id);
  return found ? toSummary(found.row, found.snapshot, lang) : null;
}

export async function articleDetail(db: Db, id: number, lang: Lang): Promise<ArticleDetail | null> {
  const found = await visibleArticle(db, id);
  if (!found) return null;
  const { row, snapshot } = found;
  const category = snapshot.rows.get(row.categoryId);
  const path = category ? [...category.ancestors, category.id] : [];
  return {
    ...toSummary(row, snapshot, lang),
    content: pick(lang, row.contentEn, row.contentZh),
    status: row.status,
    categoryPath: path.flatMap((code) => {
      const node = snapshot.rows.get(code);
      return node ? [{ id: code, name: pick(lang, node.dictValueEn, node.dictValueZh) }] : [];
    }),
  };
}

/** Every visible article, for the sitemap. */
export async function sitemapArticles(db: Db): Promise<SitemapArticles> {
  const snapshot = await loadSnapshot(db);
  const rows = await db
    .select({ id: articles.id, categoryId: articles.categoryId, publishedAt: articles.publishedAt })
    .from(articles)
    .where(eq(articles.status, PUBLISHED))
    .orderBy(asc(articles.id));
  return {
    list: rows
      .filter((row) => articleCategory(snapshot, row.categoryId) !== null)
      .map((row) => ({ id: row.id, categoryId: row.categoryId, publishedAt: row.publishedAt.toISOString() })),
  };
}

export type NewArticle = Omit<typeof articles.$inferInsert, 'id' | 'publishedAt'>;

/** Stores an article as authored (the staff endpoint); null when its category is not a content category. */
export async function createArticle(db: Db, article: NewArticle): Promise<{ id: number } | null> {
  const snapshot = await loadSnapshot(db);
  const row = snapshot.rows.get(article.categoryId);
  const roots: readonly string[] = ARTICLE_ROOTS;
  if (!row || ![row.id, ...row.ancestors].some((code) => roots.includes(code))) return null;
  const [created] = await db.insert(articles).values(article).returning({ id: articles.id });
  return created ?? null;
}
