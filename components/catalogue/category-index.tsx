import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/api/categories';
import { categoryHref, sortCategoriesForMenu } from '@/lib/catalogue/category-routing';
import { LocaleLink } from '@/components/ui/locale-link';
import { cx } from '@/components/ui/class-names';
import { HeadedRegion } from '@/components/ui/headed-region';
import text from '@/components/ui/text.module.css';
import styles from './side-sections.module.css';

/** The right-hand category index: the shown category's children with their goods counts. */
export async function CategoryIndex({ categories }: { categories: readonly Category[] }) {
  if (categories.length === 0) return null;
  const t = await getTranslations('catalogue');
  return (
    <HeadedRegion headingId="category-index-heading" heading={t('indexHeading')} className={styles.index} headingClassName={styles.heading}>
      <ul className={styles.indexList}>
        {sortCategoriesForMenu(categories).map((category) => (
          <li key={category.id}>
            <LocaleLink href={categoryHref(category)} className={styles.indexLink}>
              {category.name}
            </LocaleLink>{' '}
            <span className={cx(text.caption, text.secondary)}>({category.goodsCount})</span>
          </li>
        ))}
      </ul>
    </HeadedRegion>
  );
}
