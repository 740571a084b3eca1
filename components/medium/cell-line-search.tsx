'use client';
import { useTranslations } from 'next-intl';
import { useUrlNavigation } from '@/components/antibody/use-url-navigation';
import { KeywordForm } from '@/components/ui/keyword-form';
import { RECOMMEND_SEARCH_MAX_LENGTH, recommendHref } from '@/lib/catalogue/medium-recommendation';
import styles from './cell-line-search.module.css';

/** The cell-line search: the trimmed term goes into the URL (meduimSearch), so the server filters. */
export function CellLineSearch({ search }: { search: string }) {
  const t = useTranslations('medium');
  const { navigate, pending } = useUrlNavigation();
  return (
    <KeywordForm
      keyword={search}
      maxLength={RECOMMEND_SEARCH_MAX_LENGTH}
      label={t('searchLabel')}
      submitLabel={t('searchSubmit')}
      onSearch={(term) => navigate(recommendHref(term))}
      pending={pending}
      className={styles.search}
    />
  );
}
