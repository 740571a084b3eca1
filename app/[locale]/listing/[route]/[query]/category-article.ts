import 'server-only';
/** The article a category page shows above its goods (docs/product.md §2.3: the 'double eleven' page). */
import { CATEGORY } from '@/contract/categories';
import { getArticle, getArticles, type ArticleDetail } from '@/lib/api/articles';
import { fallback } from '@/lib/api/fallback';
import type { Locale } from '@/lib/i18n/locales';

/** The first published article of CS0112, or null for every other category or when it has none. */
export async function loadCategoryArticle(categoryId: string, locale: Locale): Promise<ArticleDetail | null> {
  if (categoryId !== CATEGORY.DOUBLE_ELEVEN) return null;
  const list = await fallback(getArticles(categoryId, locale, { limit: 1 }), { optional: null });
  const first = list?.list[0];
  return first ? fallback(getArticle(first.id, locale), { optional: null }) : null;
}
