import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { Category } from '@/lib/api/categories';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './category-grid.module.css';
import { HomeSection } from './home-section';

/** The product categories with their sub-categories and goods counts, as crawlable links. */
export async function CategoryGrid({ categories }: { categories: Category[] }) {
  const t = await getTranslations('home');
  return (
    <HomeSection id="home-categories" heading={t('categoriesHeading')}>
      <div className={styles.grid}>
        {categories.map((category) => (
          <div key={category.id} className={cx(surface.card, styles.card)}>
            <h3>
              <LocaleLink href={categoryHref(category)}>{category.name}</LocaleLink>
            </h3>
            <p className={cx(text.body2, text.secondary, styles.count)}>{t('goodsCount', { count: category.goodsCount })}</p>
            {category.children.length ? (
              <ul className={styles.children} aria-label={t('subCategories', { name: category.name })}>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <LocaleLink href={categoryHref(child)}>{child.name}</LocaleLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </HomeSection>
  );
}
