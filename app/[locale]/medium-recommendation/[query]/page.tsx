import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { fallback } from '@/lib/api/fallback';
import { AllCellLinesDialog } from '@/components/medium/all-cell-lines-dialog';
import { CellLineBlocks } from '@/components/medium/cell-line-blocks';
import { CellLineDetails } from '@/components/medium/cell-line-details';
import { CellLineSearch } from '@/components/medium/cell-line-search';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { IslandMessages } from '@/components/ui/island-messages';
import { getMediumRecommendations } from '@/lib/api/medium';
import { MEDIUM_MENU_BLOCK_SIZE, MEDIUM_MENU_DIALOG_BLOCK_SIZE } from '@/lib/catalogue/constants';
import { fromRecommendSegment, recommendationView, recommendHref } from '@/lib/catalogue/medium-recommendation';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import styles from './page.module.css';
import { readCachedPath } from '../../cached-path';

// Rendered on first request and served from Next's cache (docs/architecture.md §4): the proxy turns
// /mediumRecommendation?meduimSearch=… into the [query] segment; nothing reads searchParams.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/medium-recommendation/[query]'>;

/** What the search form and the dialog's button say. */
const ISLAND_MESSAGES = ['searchLabel', 'searchSubmit', 'allCellLines', 'close'].map((key) => `medium.${key}`);

const resolve = (params: Props['params']) => readCachedPath(params, ({ query }) => ({ search: fromRecommendSegment(query) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, search } = await resolve(params);
  const [t, lines] = await Promise.all([getTranslations({ locale, namespace: 'medium' }), fallback(getMediumRecommendations('', locale), { main: [] })]);
  return publicPageMetadata(locale, recommendHref(''), {
    title: t('recommendTitle'),
    description: t('recommendMetaDescription', { count: lines.length }),
    // A search is a view of the same page: only the full menu is indexed.
    ...(search ? { robots: { index: false, follow: true } } : {}),
  });
}

export default async function MediumRecommendationPage({ params }: Props) {
  const { locale, search } = await resolve(params);
  const [t, common, all, matches] = await Promise.all([
    getTranslations('medium'),
    getTranslations('common'),
    fallback(getMediumRecommendations('', locale), { main: [] }),
    search ? fallback(getMediumRecommendations(search, locale), { main: [] }) : Promise.resolve(null),
  ]);
  // Without a search the first line is shown, as a menu opens on its first entry; a search lists its matches only.
  const { menu, shown, noResult } = recommendationView(all, matches);
  const current = shown.map((line) => line.name);
  const host = imageHost();

  return (
    <IslandMessages paths={ISLAND_MESSAGES}>
      <Container width="xl" page>
        <h1 className={cx(text.pageTitle, styles.title)}>{t('recommendTitle')}</h1>
        <p className={styles.intro}>{t('recommendIntro')}</p>
        <CellLineSearch key={search} search={search} />
        <nav aria-labelledby="cell-line-menu-heading" className={styles.menu}>
          <div className={styles.menuHead}>
            <h2 id="cell-line-menu-heading" className={styles.menuHeading}>
              {matches ? t('searchResults', { search }) : t('cellLinesHeading')}
            </h2>
            <div className={styles.menuActions}>
              {search ? (
                <LocaleLink href={recommendHref('')} className={cx(button.base, button.text, button.small)}>
                  {t('showAll')}
                </LocaleLink>
              ) : null}
              <AllCellLinesDialog>
                <CellLineBlocks names={all.map((line) => line.name)} blockSize={MEDIUM_MENU_DIALOG_BLOCK_SIZE} current={current} />
              </AllCellLinesDialog>
            </div>
          </div>
          {noResult ? (
            <p role="status" className={styles.empty}>
              {t('noCellLine', { search })}
            </p>
          ) : (
            <CellLineBlocks names={menu.map((line) => line.name)} blockSize={MEDIUM_MENU_BLOCK_SIZE} current={current} />
          )}
        </nav>
        {all.length === 0 && !matches ? <p className={styles.empty}>{common('noData')}</p> : null}
        <div className={styles.lines}>
          {shown.map((line) => (
            <CellLineDetails key={line.id} line={line} imageHost={host} />
          ))}
        </div>
      </Container>
    </IslandMessages>
  );
}
