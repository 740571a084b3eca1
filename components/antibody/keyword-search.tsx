'use client';
import { useTranslations } from 'next-intl';
import { KeywordForm } from '@/components/ui/keyword-form';
import { KEYWORD_MAX_LENGTH } from '@/lib/catalogue/antibody-filters';

/**
 * The category keyword (docs/product.md §5: trimmed; Enter triggers). A blank keyword brings the tree
 * back; the field starts from the URL's keyword, so it resets with the route.
 */
export function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const t = useTranslations('antibody');
  return <KeywordForm keyword={keyword} maxLength={KEYWORD_MAX_LENGTH} label={t('keywordLabel')} submitLabel={t('keywordSubmit')} onSearch={onSearch} small />;
}
