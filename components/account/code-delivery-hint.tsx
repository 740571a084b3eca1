import { getTranslations } from 'next-intl/server';
import { getCodeDelivery } from '@/lib/api/account';
import { fallback } from '@/lib/api/fallback';
import { codeHintKey } from '@/lib/account/code-delivery';
import type { Locale } from '@/lib/i18n/locales';
import styles from './account-frame.module.css';

/** Every channel delivers: what a refused answer means here, so no hint is shown. */
const DELIVERED = { email: true, mobile: true };

/**
 * The demo's note on /login, /register and /retrieve-password: without a mail or SMS transport,
 * verification codes are only written to the API log, and the visitor should know where to look.
 */
export async function CodeDeliveryHint({ locale }: { locale: Locale }) {
  const [delivery, t] = await Promise.all([fallback(getCodeDelivery(locale), { optional: DELIVERED }), getTranslations('account')]);
  const key = codeHintKey(delivery);
  if (!key) return null;
  return (
    <p role="note" className={styles.codeHint}>
      {t(key)}
    </p>
  );
}
