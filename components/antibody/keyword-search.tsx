'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import { KEYWORD_MAX_LENGTH } from '@/lib/catalogue/antibody-filters';
import { cleanKeyword } from '@/lib/catalogue/query-segment';
import styles from './finder-panel.module.css';

/**
 * The category keyword (docs/product.md §5: trimmed; Enter triggers). A blank keyword brings the tree
 * back; the field starts from the URL's keyword, so it resets with the route.
 */
export function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const t = useTranslations('antibody');
  const [value, setValue] = useState(keyword);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = cleanKeyword(value, KEYWORD_MAX_LENGTH);
    setValue(next);
    if (next !== keyword) onSearch(next);
  };

  return (
    <form role="search" onSubmit={submit} className={styles.keyword}>
      {/* The label reads as the empty field's placeholder, as MUI's outlined field shows it. */}
      <label htmlFor={inputId} className={text.visuallyHidden}>
        {t('keywordLabel')}
      </label>
      <input
        id={inputId}
        type="text"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('keywordLabel')}
        maxLength={KEYWORD_MAX_LENGTH}
        enterKeyHint="search"
        className={cx(field.input, styles.keywordInput)}
      />
      <button type="submit" className={cx(button.base, button.contained, button.small, styles.submit)}>
        {t('keywordSubmit')}
      </button>
    </form>
  );
}
