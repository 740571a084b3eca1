'use client';
import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/account/use-page-locale';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { CloseIcon } from '@/components/ui/icons';
import text from '@/components/ui/text.module.css';
import type { FootprintGoods } from '@/lib/api/customer-shape';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl } from '@/lib/catalogue/image';
import { removeFootprints } from '@/lib/api/islands/footprints';
import { Link } from '@/lib/i18n/navigation';
import styles from './footprint-list.module.css';
import { useRemoval } from './use-removal';

/**
 * Viewed goods, newest first, with when each was viewed and a way to forget it; `empty` once
 * the last one goes. A plain island.
 */
export function FootprintList({ goods, imageHost, empty }: { goods: FootprintGoods[]; imageHost: string; empty: ReactNode }) {
  const t = useTranslations('customer');
  const tGoods = useTranslations('goods');
  const format = useFormatter();
  const locale = usePageLocale();
  const { removed, busyId, remove } = useRemoval();
  const shown = goods.filter((item) => !removed.has(item.id));
  if (!shown.length) return empty;

  return (
    <ol aria-label={t('footprints')} className={styles.list}>
      {shown.map((item) => (
        <li key={item.id} data-goods-id={item.id} className={styles.item}>
          <img src={imageUrl(item.cover, imageHost)} alt="" width={64} height={64} loading="lazy" className={styles.cover} />
          <div>
            <Link href={goodsHref(item.id, { onShelf: item.onShelf })} target="_blank" rel="noopener" className={styles.title}>
              {item.title}
            </Link>
            <p className={cx(text.body2, text.secondary)}>
              {tGoods('catNo')}: {item.itemno}
              {item.onShelf ? null : ` · ${t('offShelf')}`}
            </p>
            {item.viewedAt ? (
              <p className={cx(text.caption, text.secondary)}>
                {t('viewedAt', { time: format.dateTime(new Date(item.viewedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className={cx(button.icon, styles.remove)}
            aria-label={t('removeFootprint', { title: item.title })}
            disabled={busyId === item.id}
            onClick={() => void remove(item.id, () => removeFootprints([item.id], locale), t('footprintRemoved'))}
          >
            <CloseIcon size="small" />
          </button>
        </li>
      ))}
    </ol>
  );
}
