import { useFormatter, useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { goodsHref } from '@/lib/catalogue/category-routing';
import type { InquiryGoodsLine } from '@/contract/inquiries';
import styles from './my-inquiries.module.css';

/** The goods an inquiry asks about, as the buyer saw them when sending it; titles link their pages, underlined within the line (axe). Server markup. */
export function InquiryGoods({ goods }: { goods: readonly InquiryGoodsLine[] }) {
  const t = useTranslations('myInquiries');
  const format = useFormatter();
  if (!goods.length) return <p className={styles.facts}>{t('noGoods')}</p>;
  return (
    <ul className={styles.goods} aria-label={t('goods')}>
      {goods.map((line) => (
        <li key={`${line.goodsId}:${line.skuId}`}>
          <LocaleLink href={goodsHref(line.goodsId)} className={text.inlineLink}>
            {line.title}
          </LocaleLink>{' '}
          ({line.itemno}
          {line.skuDesc ? `, ${line.skuDesc}` : ''}) · {t('quantity', { count: format.number(line.quantity) })}
        </li>
      ))}
    </ul>
  );
}
