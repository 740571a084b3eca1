import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/class-names';
import button from '@/components/ui/button.module.css';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from '@/components/layout/status-page.module.css';

/** The localised 404 page, answered with status 404 wherever a page is not found. */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={styles.body}>{t('body')}</p>
      <p className={styles.actions}>
        <LocaleLink href="/" className={cx(button.base, button.contained)}>
          {t('home')}
        </LocaleLink>
        <LocaleLink href={categoryHref({ id: CATEGORY.PRODUCTS })} className={cx(button.base, button.outlined)}>
          {t('search')}
        </LocaleLink>
      </p>
    </section>
  );
}
