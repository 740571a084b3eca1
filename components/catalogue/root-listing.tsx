import { getTranslations } from 'next-intl/server';
import { GoodsCards } from '@/components/goods/goods-cards';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import type { CategoryGoodsView } from '@/lib/api/goods';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import styles from './category-sections.module.css';
import cards from '@/components/ui/card-grid.module.css';

/** /product?flag=all and /testingService?flag=all: every level-2 category with its first goods. */
export async function RootListing({ sections, imageHost }: { sections: readonly CategoryGoodsView[]; imageHost: string }) {
  const t = await getTranslations('catalogue');
  return (
    <>
      {sections.map((section) => {
        const headingId = `root-section-${section.id}`;
        const href = categoryHref(section);
        return (
          <section key={section.id} aria-labelledby={headingId} className={styles.section}>
            <div className={styles.sectionHead}>
              <h2 id={headingId} className={styles.rootHeading}>
                <LocaleLink href={href} className={styles.headingLink}>
                  {section.name}
                </LocaleLink>{' '}
                <span className={cx(text.body2, text.secondary)}>{t('goodsCount', { count: section.total })}</span>
              </h2>
              <LocaleLink href={href} className={cx(button.base, button.outlined, button.small, styles.viewAll)}>
                {t('viewAllIn', { name: section.name })}
              </LocaleLink>
            </div>
            <GoodsCards goods={section.goods} imageHost={imageHost} className={cards.grid} compact />
          </section>
        );
      })}
    </>
  );
}
