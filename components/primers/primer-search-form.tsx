import { getTranslations } from 'next-intl/server';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import field from '@/components/ui/field.module.css';
import { LabelledField } from '@/components/ui/labelled-field';
import labelled from '@/components/ui/labelled-field.module.css';
import { LocaleLink } from '@/components/ui/locale-link';
import { PRIMER_KEYWORD_MAX_LENGTH, PRIMER_SPECIES } from '@/contract/coa-limits';
import { PRIMER_PATH, type PrimerQuery } from '@/lib/coa/lab-tools-query';
import { localePath, type Locale } from '@/lib/i18n/locales';
import styles from './primer-search-form.module.css';

/** Keyword and species as a plain GET form: each search is a cached, linkable page (docs/product.md §2.7). */
export async function PrimerSearchForm({ query, locale }: { query: PrimerQuery; locale: Locale }) {
  const t = await getTranslations('primers');
  return (
    <form method="get" action={localePath(locale, PRIMER_PATH)} role="search" className={styles.form}>
      <LabelledField id="primer-keyword" label={t('searchLabel')}>
        <input
          id="primer-keyword"
          name="keyword"
          type="search"
          defaultValue={query.keyword}
          maxLength={PRIMER_KEYWORD_MAX_LENGTH}
          placeholder={t('searchPlaceholder')}
          className={cx(field.input, labelled.input)}
        />
      </LabelledField>
      <LabelledField id="primer-species" label={t('speciesLabel')}>
        <select id="primer-species" name="species" defaultValue={query.species} className={cx(field.input, labelled.input)}>
          <option value="">{t('allSpecies')}</option>
          {PRIMER_SPECIES.map((species) => (
            <option key={species} value={species}>
              {t('species', { species })}
            </option>
          ))}
        </select>
      </LabelledField>
      <div className={styles.actions}>
        <button type="submit" className={cx(button.base, button.contained)}>
          {t('submit')}
        </button>
        {query.keyword || query.species ? (
          <LocaleLink href={PRIMER_PATH} className={cx(button.base, button.text)}>
            {t('reset')}
          </LocaleLink>
        ) : null}
      </div>
    </form>
  );
}
