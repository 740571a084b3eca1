'use client';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import styles from './mega-menu-panel.module.css';

/**
 * The featured-goods column while its code or its goods load. It takes the column's width from
 * the menu's first opening, so the sub-categories beside it never move under the pointer on
 * their way to a link (mega-menu-panel.module.css splits the panel 5 : 6).
 */
export function MegaMenuGoodsPending() {
  const t = useTranslations('megaMenu');
  const tCommon = useTranslations('common');
  return (
    <div className={styles.featured}>
      <p className={styles.heading}>{t('featuredGoods')}</p>
      <p className={cx(text.body2, text.secondary)}>{tCommon('WAIT_LOAD')}</p>
    </div>
  );
}
