import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { goodsHref } from '@/lib/catalogue/category-routing';
import type { ReorderAlternative } from '@/contract/reorder';
import styles from './reorder.module.css';

/** "Instead: AB10032R …, AB10045R …" as links to their goods pages; nothing when there are none. */
export function AlternativeLinks({ alternatives }: { alternatives: readonly ReorderAlternative[] }) {
  const t = useTranslations('reorder');
  if (alternatives.length === 0) return null;
  return (
    <span className={styles.alternatives} data-alternatives>
      {' '}
      {t('instead')}{' '}
      {alternatives.map((item, index) => (
        <span key={item.id}>
          {index > 0 ? ', ' : null}
          <LocaleLink href={goodsHref(item.id)} className={text.inlineLink}>
            {item.itemno} {item.title}
          </LocaleLink>
        </span>
      ))}
    </span>
  );
}
