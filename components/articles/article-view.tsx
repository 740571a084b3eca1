import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { CATEGORY } from '@/contract/categories';
import type { ArticleDetail } from '@/lib/api/articles';
import { imageUrl } from '@/lib/catalogue/image';
import { articleCategoryHref } from '@/lib/content/article-routes';
import { articleDescription } from '@/lib/content/article-text';
import { localeInfo, localePath, type Locale } from '@/lib/i18n/locales';
import { articleHref } from '@/lib/search/result-links';
import { imageHost, siteUrl } from '@/lib/site';
import { absoluteUrl, articleJsonLd } from '@/lib/structured-data';
import { JsonLdScript } from '@/components/ui/json-ld';
import { ArticleBody } from './article-body';
import { ArticleBreadcrumbs } from './article-breadcrumbs';
import { ArticleDate } from './article-date';
import styles from './article-view.module.css';

const LOGO_PATH = '/favicon.svg';

/** News and events are news articles to search engines; plans, guides and catalogues articles. */
const NEWS_ROOTS: readonly string[] = [CATEGORY.NEWS, CATEGORY.EVENTS];

/**
 * An article page (docs/product.md §2.5): breadcrumbs from its category path, title, date, the
 * sanitised body and a link back to its list, with NewsArticle / Article JSON-LD.
 */
export async function ArticleView({ article, locale }: { article: ArticleDetail; locale: Locale }) {
  const [t, meta] = await Promise.all([getTranslations('articles'), getTranslations('meta')]);
  const ids = article.categoryPath.map((node) => node.id);
  const trail = article.categoryPath.map((node, index) => ({ name: node.name, href: articleCategoryHref(node.id, ids.slice(0, index)) }));
  const list = trail.at(-1);
  const origin = siteUrl();
  const url = `${origin}${localePath(locale, articleHref(article))}`;
  const jsonLd = articleJsonLd({
    kind: NEWS_ROOTS.includes(ids[0] ?? '') ? 'NewsArticle' : 'Article',
    headline: article.title,
    description: articleDescription(article),
    datePublished: article.publishedAt,
    // Articles are not revised after publication in this shop; the publication is the last change.
    dateModified: article.publishedAt,
    inLanguage: localeInfo[locale].hreflang,
    images: article.cover ? [absoluteUrl(origin, imageUrl(article.cover, imageHost()))] : [],
    section: article.categoryName,
    publisher: { name: meta('siteName'), logoUrl: absoluteUrl(origin, LOGO_PATH) },
    url,
  });

  return (
    <Container width="md" page>
      <ArticleBreadcrumbs trail={trail} current={{ name: article.title, href: articleHref(article) }} locale={locale} />
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.header}>
          <h1 id="article-title" className={styles.title}>
            {article.title}
          </h1>
          <p className={cx(text.body2, text.secondary, styles.meta)}>
            <span>{article.categoryName}</span>
            <span aria-hidden> · </span>
            <ArticleDate iso={article.publishedAt} />
          </p>
        </header>
        <ArticleBody html={article.content} />
      </article>
      {list ? (
        <p className={styles.back}>
          <LocaleLink href={list.href}>{t('backToList', { name: list.name })}</LocaleLink>
        </p>
      ) : null}
      <JsonLdScript data={jsonLd} />
    </Container>
  );
}
