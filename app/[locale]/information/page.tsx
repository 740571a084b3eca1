import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleCards } from '@/components/articles/article-cards';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { CATEGORY } from '@/contract/categories';
import { getArticles, getContentTree } from '@/lib/api/articles';
import { fallback } from '@/lib/api/fallback';
import { articleCategoryHref } from '@/lib/content/article-routes';
import type { Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import styles from './page.module.css';

// Cached like the catalogue (docs/architecture.md §4); the lists carry the `articles` tag.
export const revalidate = 300;

/** The hub's sections, each the latest articles of one content root (docs/product.md §2.5). */
const SECTIONS = [CATEGORY.NEWS, CATEGORY.EVENTS, CATEGORY.CATALOGUES, CATEGORY.EXPERIMENTAL_PLANS, CATEGORY.LEARNING_SUPPORT] as const;
const LATEST = 3;

type Props = PageProps<'/[locale]/information'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'articles' });
  return publicPageMetadata(locale as Locale, '/information', { title: t('informationTitle'), description: t('informationMetaDescription') });
}

export default async function InformationPage({ params }: Props) {
  const { locale: raw } = await params;
  setRequestLocale(raw);
  const locale = raw as Locale;
  const t = await getTranslations('articles');
  // A root the API refuses is left out; the hub shows the others.
  const sections = await Promise.all(
    SECTIONS.map(async (root) => {
      const [tree, list] = await Promise.all([
        fallback(getContentTree(root, locale), { optional: null }),
        fallback(getArticles(root, locale, { limit: LATEST, sort: 'newest' }), { optional: null }),
      ]);
      return tree && list ? { root, name: tree.dictValue, list: list.list } : null;
    }),
  );
  const host = imageHost();

  return (
    <Container width="lg" page>
      <h1 className={text.pageTitle}>{t('informationTitle')}</h1>
      <p className={cx(text.body2, text.secondary, styles.intro)}>{t('informationIntro')}</p>
      <div className={styles.sections}>
        {sections.map((section) =>
          section ? (
            <section key={section.root} aria-labelledby={`information-${section.root}`} className={styles.section}>
              <div className={styles.sectionHead}>
                <h2 id={`information-${section.root}`} className={styles.sectionTitle}>
                  {section.name}
                </h2>
                <LocaleLink href={articleCategoryHref(section.root, [])} className={styles.all}>
                  {t('seeAll', { name: section.name })}
                </LocaleLink>
              </div>
              <ArticleCards articles={section.list} imageHost={host} level={3} />
            </section>
          ) : null,
        )}
      </div>
    </Container>
  );
}
