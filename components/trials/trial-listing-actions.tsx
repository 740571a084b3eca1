import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import { TRIAL_INTERVAL_DAYS, TRIAL_MAX_SAMPLES } from '@/contract/trial-rules';
import styles from './trials.module.css';

/**
 * Above the trial tree's listings (docs/product.md §2.10): the way to apply and to the customer's
 * applications, with the rules in one line. Plain links on a cached page: the form's page asks a
 * guest to log in. Server markup.
 */
export function TrialListingActions() {
  const t = useTranslations('trials');
  return (
    <div className={styles.actions} data-testid="trial-actions">
      <LocaleLink href="/grinder-apply" className={cx(button.base, button.contained)} data-action="apply-trial">
        {t('applyAction')}
      </LocaleLink>
      <LocaleLink href="/promotionTrialAccount" className={cx(button.base, button.outlined)}>
        {t('accountTitle')}
      </LocaleLink>
      <span>
        {t('ruleInterval', { days: TRIAL_INTERVAL_DAYS })} {t('ruleSamples', { count: TRIAL_MAX_SAMPLES })} {t('ruleDuration')}
      </span>
    </div>
  );
}
