'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/account/use-page-locale';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import { compareHref } from '@/lib/compare/compare-ids';
import { readAccountCompare, useCompareList } from './compare-state';
import styles from './chosen-compare-link.module.css';

/** On the bare compare page: the goods the visitor has chosen, if any, one click away. */
export function ChosenCompareLink() {
  const t = useTranslations('compare');
  const locale = usePageLocale();
  const ids = useCompareList();
  useEffect(() => readAccountCompare(locale), [locale]);
  if (!ids?.length) return null;
  return (
    <p className={styles.chosen}>
      {t('chosen', { count: ids.length })}{' '}
      <LocaleLink href={compareHref(ids)} className={cx(button.base, button.contained, button.small)} data-action="open-chosen">
        {t('openChosen')}
      </LocaleLink>
    </p>
  );
}
