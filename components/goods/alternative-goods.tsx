import { useTranslations } from 'next-intl';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import styles from './alternative-goods.module.css';

/**
 * Goods to buy instead of one off shelf or no longer sold (docs/product.md §4): on-shelf goods
 * still sold, each a link to its page with its Cat. No. Server markup; nothing when there are none.
 */
export function AlternativeGoods({ goods, id }: { goods: readonly GoodsSummaryView[]; id?: string }) {
  const t = useTranslations('availability');
  if (goods.length === 0) return null;
  return (
    <div className={styles.alternatives} data-alternatives>
      <span id={id} className={text.secondary}>
        {t('alternativesIntro')}
      </span>
      <ul className={styles.list} aria-labelledby={id}>
        {goods.map((item) => (
          <li key={item.id} data-goods-id={item.id}>
            <LocaleLink href={goodsHref(item.id)}>{item.title}</LocaleLink> <span className={text.secondary}>({item.itemno})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The 'Discontinued' mark of an order line whose goods item is no longer to be had. */
export function DiscontinuedTag() {
  const t = useTranslations('orders');
  return (
    <span className={styles.tag} data-discontinued>
      {t('discontinued')}
    </span>
  );
}
