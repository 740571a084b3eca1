'use client';
import { useTranslations } from 'next-intl';
import { useCustomer } from '@/components/account/use-customer';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import { requestLogin } from '@/lib/account/login-events';

/**
 * 'Apply for a trial' on a trial goods page (docs/product.md §2.10): a link to the form, so it
 * works before hydration too (the form's page sends a guest to log in). Once hydrated, a guest's
 * click raises the login prompt instead (§4: an action that needs login raises a prompt).
 */
export function ApplyTrialLink({ goodsId }: { goodsId: number }) {
  const t = useTranslations('trials');
  const { customer } = useCustomer();
  return (
    <LocaleLink
      href={`/grinder-apply?goods=${goodsId}`}
      className={cx(button.base, button.outlined)}
      data-action="apply-trial"
      onClick={(event) => {
        if (customer !== null) return;
        event.preventDefault();
        requestLogin(t('applyLoginReason'));
      }}
    >
      {t('applyAction')}
    </LocaleLink>
  );
}
