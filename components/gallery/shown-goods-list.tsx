import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import { goodsHref } from '@/lib/catalogue/category-routing';
import styles from './gallery-page.module.css';

/** Links to the goods a group of images shows: name and Cat. No. */
export function ShownGoodsList({ goods, heading }: { goods: readonly { id: number; name: string; itemno: string | null }[]; heading: string }) {
  const t = useTranslations('gallery');
  if (goods.length === 0) return null;
  return (
    <section aria-labelledby="shown-goods-heading" className={styles.section}>
      <h2 id="shown-goods-heading" className={styles.sectionTitle}>
        {heading}
      </h2>
      <ul className={styles.goodsList}>
        {goods.map((item) => (
          <li key={item.id}>
            <LocaleLink href={goodsHref(item.id)}>{item.name}</LocaleLink>
            {item.itemno ? <> {t('shownItemno', { itemno: item.itemno })}</> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
