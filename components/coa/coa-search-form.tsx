import { getTranslations } from 'next-intl/server';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import field from '@/components/ui/field.module.css';
import { LabelledField } from '@/components/ui/labelled-field';
import labelled from '@/components/ui/labelled-field.module.css';
import { BATCH_MAX_LENGTH, ITEMNO_MAX_LENGTH } from '@/contract/coa-limits';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { COA_PATH, type CoaQuery, type coaQueryError } from '@/lib/coa/lab-tools-query';
import { BatchField } from './batch-field';
import styles from './coa-search-form.module.css';

type CoaError = ReturnType<typeof coaQueryError>;

/**
 * The lookup form as a plain GET form: it works without JavaScript, and its answer is the cached
 * page of /coa-reportsearch?batch=…&itemno=… (docs/product.md §2.7). The field's message sits
 * next to it and is named by aria-describedby; the batch field is a small island that also
 * catches an empty batch before the form is sent.
 */
export async function CoaSearchForm({ query, error, locale }: { query: CoaQuery; error: CoaError; locale: Locale }) {
  const t = await getTranslations('coa');
  const batchError = error === 'batchRequired' || error === 'batchInvalid' ? error : null;
  const itemnoError = error === 'itemnoInvalid' ? error : null;
  return (
    <form method="get" action={localePath(locale, COA_PATH)} className={styles.form} aria-labelledby="coa-form-heading" noValidate>
      <h2 id="coa-form-heading" className={styles.heading}>
        {t('formHeading')}
      </h2>
      <div className={styles.fields}>
        <BatchField
          key={query.batch}
          defaultValue={query.batch}
          maxLength={BATCH_MAX_LENGTH}
          label={t('batchLabel')}
          hint={t('batchHint')}
          requiredMessage={t('batchRequired')}
          serverMessage={batchError ? t(batchError) : null}
        />
        <LabelledField id="coa-itemno" label={t('itemnoLabel')}>
          <input
            id="coa-itemno"
            name="itemno"
            defaultValue={query.itemno}
            maxLength={ITEMNO_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={itemnoError ? true : undefined}
            aria-describedby={itemnoError ? 'coa-itemno-error' : undefined}
            className={cx(field.input, labelled.input)}
          />
          {itemnoError ? (
            <span id="coa-itemno-error" role="alert" className={styles.error}>
              {t(itemnoError)}
            </span>
          ) : null}
        </LabelledField>
        <button type="submit" className={cx(button.base, button.contained, styles.submit)}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
