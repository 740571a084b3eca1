import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { goodsHref } from '@/lib/catalogue/category-routing';
import type { SuggestedGoods } from '@/contract/search';

interface ItemnoSuggestionProps {
  term: string;
  goods: SuggestedGoods;
  className?: string;
}

/** "Did you mean AB10031R …?" for a Cat. No. one slip from the one searched (docs/product.md §5), linking its goods page. */
export async function ItemnoSuggestion({ term, goods, className }: ItemnoSuggestionProps) {
  const t = await getTranslations('search');
  return (
    <p className={className}>
      {t.rich('itemnoSuggestion', {
        term,
        itemno: goods.itemno,
        title: goods.title,
        link: (chunks) => <LocaleLink href={goodsHref(goods.id)}>{chunks}</LocaleLink>,
      })}
    </p>
  );
}
