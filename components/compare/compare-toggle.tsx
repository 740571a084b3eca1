'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useAfterIdle } from '@/components/common/use-after-idle';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import { COMPARE_MAX } from '@/contract/compare-rules';
import { useToggleState } from './toggle-state';
import styles from './compare-toggle.module.css';

// The list (device storage, the account through the BFF) is per visitor: its code loads once the
// page is idle and drives this button through toggle-state.ts (docs/islands.md).
const CompareToggleLogic = dynamic(() => import('./compare-toggle-logic').then((module) => module.CompareToggleLogic), { ssr: false });

/**
 * 'Compare' on a goods page (docs/product.md §2.12): pressed while the item is on the visitor's
 * compare list, and beside it the link to the list's compare page with how many are on it. A fifth
 * item is refused with a sentence. Plain elements only: the goods page's first-load JavaScript is a
 * ratchet (docs/adr/0022-goods-page-javascript-budget-is-a-ratchet.md).
 */
export function CompareToggle({ goodsId }: { goodsId: number }) {
  const t = useTranslations('compare.toggle');
  const idle = useAfterIdle();
  const { pressed, busy, press, link, said } = useToggleState(goodsId);
  return (
    <div className={styles.compare}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-busy={busy}
        onClick={press ?? undefined}
        data-action="compare"
        data-ready={press ? '' : undefined}
        className={cx(button.base, button.outlined, button.small, styles.toggle)}
      >
        {/* A tick while pressed, so the state is not told by colour alone; not part of the name. */}
        <span aria-hidden="true" className={styles.tick} />
        {t('add')}
      </button>
      {link ? (
        <LocaleLink href={link.href} className={styles.link} data-compare-count={link.count}>
          {t('open', { count: link.count })}
        </LocaleLink>
      ) : null}
      <p role="status" className={styles.status}>
        {said ? t(said, { max: COMPARE_MAX }) : null}
      </p>
      {idle ? <CompareToggleLogic goodsId={goodsId} /> : null}
    </div>
  );
}
