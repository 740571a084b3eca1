import { useFormatter, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { CustomerCounts } from '@/lib/api/customer-shape';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './list-counts.module.css';

interface CountTile {
  label: string;
  count: number;
  /** The page listing them. */
  href: string;
}

function TileBody({ label, count }: { label: string; count: string }) {
  return (
    <>
      <span className={styles.count}>{count}</span>
      <span className={cx(styles.label, text.secondary)}>{label}</span>
    </>
  );
}

/** The counts of the customer's lists, each opening its page. */
export function ListCounts({ counts }: { counts: CustomerCounts }) {
  const t = useTranslations('customer');
  const format = useFormatter();
  const tiles: CountTile[] = [
    { label: t('favouritesCount'), count: counts.favourites, href: '/my-collection' },
    { label: t('footprintsCount'), count: counts.footprints, href: '/my-tracks' },
    { label: t('inquiryLinesCount'), count: counts.inquiryLines, href: '/inquire-list' },
    { label: t('inquiriesCount'), count: counts.inquiries, href: '/my-inquiries' },
  ];
  return (
    <section aria-labelledby="counts-heading">
      <h2 id="counts-heading" className={styles.heading}>
        {t('countsHeading')}
      </h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.label} className={surface.card}>
            <LocaleLink href={tile.href} className={cx(styles.tile, styles.link)}>
              <TileBody label={tile.label} count={format.number(tile.count)} />
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
