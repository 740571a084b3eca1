'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useUrlNavigation } from '@/components/antibody/use-url-navigation';
import button from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import { RECOMMEND_SEARCH_MAX_LENGTH, recommendHref } from '@/lib/catalogue/medium-recommendation';
import { cleanKeyword } from '@/lib/catalogue/query-segment';
import styles from './cell-line-search.module.css';

/** The cell-line search: the trimmed term goes into the URL (meduimSearch), so the server filters. */
export function CellLineSearch({ search }: { search: string }) {
  const t = useTranslations('medium');
  const [value, setValue] = useState(search);
  const { navigate, pending } = useUrlNavigation();
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = cleanKeyword(value, RECOMMEND_SEARCH_MAX_LENGTH);
    setValue(term);
    if (term !== search) navigate(recommendHref(term));
  };

  return (
    <form role="search" onSubmit={submit} aria-busy={pending} className={styles.search}>
      {/* The label reads as the empty field's placeholder, as MUI's outlined field showed it. */}
      <label htmlFor={inputId} className={text.visuallyHidden}>
        {t('searchLabel')}
      </label>
      <input
        id={inputId}
        type="text"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('searchLabel')}
        maxLength={RECOMMEND_SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        className={cx(field.input, styles.input)}
      />
      <button type="submit" disabled={pending} className={cx(button.base, button.contained, styles.submit)}>
        {t('searchSubmit')}
      </button>
    </form>
  );
}
