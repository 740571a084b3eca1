'use client';
import { useTranslations } from 'next-intl';
import { useClock } from '@/components/common/use-clock';
import { formatDate, parseDate } from '@/lib/catalogue/dates';
import { countdown } from '@/lib/catalogue/promotion';

/**
 * A limited-time promotion (ruleType 1000): the time left until validEnd, refreshed every
 * second. The page is cached, so the server and the first client render show the end date
 * only; the ticking starts in the browser, from the browser's clock, and stops at the end.
 */
export function PromotionCountdown({ validEnd }: { validEnd: string }) {
  const t = useTranslations();
  const now = useClock(parseDate(validEnd)?.getTime() ?? 0);

  if (now === null) return <span>{t('goods.promotionUntil', { date: formatDate(validEnd, 'yyyy-mm-dd hh:MM') })}</span>;
  const remaining = countdown(validEnd, now);
  // The ticking text is not announced each second: the role stays off on purpose.
  return <span>{remaining ? t('promotion.endsIn', { ...remaining }) : t('promotion.ended')}</span>;
}
