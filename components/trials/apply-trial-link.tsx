import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';

/**
 * 'Apply for a trial' on a trial goods page (docs/product.md §2.10): a plain link to the form, with
 * no script of its own on the goods page; the form's page sends a guest to log in and back.
 */
export function ApplyTrialLink({ goodsId }: { goodsId: number }) {
  const t = useTranslations('trials');
  return (
    <LocaleLink href={`/grinder-apply?goods=${goodsId}`} className={cx(button.base, button.outlined)} data-action="apply-trial">
      {t('applyAction')}
    </LocaleLink>
  );
}
