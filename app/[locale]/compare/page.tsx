import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChosenCompareLink } from '@/components/compare/chosen-compare-link';
import { CompareTable } from '@/components/compare/compare-table';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { CurrencyNote } from '@/components/ui/currency-note';
import { IslandMessages } from '@/components/ui/island-messages';
import text from '@/components/ui/text.module.css';
import { COMPARE_MAX } from '@/contract/compare-rules';
import { getCompareGoods } from '@/lib/api/compare';
import { readCompareIds } from '@/lib/compare/compare-ids';
import type { Locale } from '@/lib/i18n/locales';
import { publicMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import styles from './page.module.css';

type Props = PageProps<'/[locale]/compare'>;

// A visitor's own choice in the address: never indexed, never in the sitemap (docs/product.md §2.12).
export const generateMetadata = publicMetadata('compare', '/compare', {
  title: 'metaTitle',
  description: 'metaDescription',
  robots: { index: false, follow: false },
});

/** Goods side by side (docs/product.md §2.12), rendered on the server from the ids in the address. */
export default async function ComparePage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const reading = readCompareIds((await searchParams).ids);
  const [t, result] = await Promise.all([getTranslations('compare'), getCompareGoods(reading.ids, locale)]);
  const notes = [
    ...(reading.problem ? [t(reading.problem, { max: COMPARE_MAX })] : []),
    ...result.unknown.map((id) => t('unknown', { id })),
    ...result.offShelf.map((goods) => t('offShelf', { title: goods.title, itemno: goods.itemno })),
  ];
  const pageIds = result.goods.map((goods) => goods.id);
  return (
    <Container page>
      <h1 className={text.pageTitle}>{t('heading')}</h1>
      <p className={cx(text.secondary, styles.intro)}>{t('intro', { max: COMPARE_MAX })}</p>
      {notes.length ? (
        <ul className={styles.notes} data-compare-notes>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {result.goods.length ? (
        <>
          <CompareTable goods={result.goods} pageIds={pageIds} imageHost={imageHost()} />
          <CurrencyNote className={styles.currencyNote} />
          {result.goods.length === 1 ? <p className={text.secondary}>{t('addMore')}</p> : null}
        </>
      ) : (
        <div className={styles.empty} data-compare-empty>
          <p>{t('empty', { max: COMPARE_MAX })}</p>
          <IslandMessages paths={['compare.chosen', 'compare.openChosen']} sendsRequests={false}>
            <ChosenCompareLink />
          </IslandMessages>
        </div>
      )}
    </Container>
  );
}
