'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useAfterIdle } from '@/components/common/use-after-idle';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import { COMPARE_MAX } from '@/contract/compare-rules';
import { compareHref } from '@/lib/compare/compare-ids';
import { changeCompared, readAccountCompare, useCompareList } from './compare-state';
import styles from './compare-toggle.module.css';

/**
 * 'Compare' on a goods page (docs/product.md §2.12): a pressed button while the item is on the
 * visitor's compare list, and beside it the link to the list's compare page with how many are on
 * it. A fifth item is refused with a sentence. Plain elements only: the goods page's first-load
 * JavaScript is a ratchet (docs/adr/0022-goods-page-javascript-budget-is-a-ratchet.md).
 */
export function CompareToggle({ goodsId }: { goodsId: number }) {
  const t = useTranslations('compare.toggle');
  const locale = usePageLocale();
  const ids = useCompareList();
  const idle = useAfterIdle();
  const [said, setSaid] = useState<'full' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (idle) readAccountCompare(locale);
  }, [idle, locale]);
  const chosen = ids?.includes(goodsId) ?? false;
  const toggle = async () => {
    setBusy(true);
    const change = await changeCompared(goodsId, !chosen, locale);
    setSaid(change === 'full' || change === 'failed' ? change : null);
    setBusy(false);
  };
  return (
    <div className={styles.compare}>
      <button
        type="button"
        aria-pressed={chosen}
        aria-busy={busy}
        disabled={busy}
        onClick={toggle}
        data-action="compare"
        className={cx(button.base, button.outlined, button.small, styles.toggle)}
      >
        {t('add')}
      </button>
      {ids?.length ? (
        <LocaleLink href={compareHref(ids)} className={styles.link} data-compare-count={ids.length}>
          {t('open', { count: ids.length })}
        </LocaleLink>
      ) : null}
      <p role="status" className={styles.status}>
        {said ? t(said, { max: COMPARE_MAX }) : null}
      </p>
    </div>
  );
}
