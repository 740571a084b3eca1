'use client';
import { useTranslations } from 'next-intl';
import { useClock } from '@/components/common/use-clock';
import { timeLeft } from '@/lib/catalogue/time-left';

/**
 * A limited-time promotion (ruleType 1000): the time left until `validEnd` (an ISO instant),
 * refreshed every second. The page is cached, so the server and the first client render show
 * the end date only (`until`, formatted by the server in the supplier's time zone, so the
 * time-zone code stays out of the island); the ticking starts in the browser, from the
 * browser's clock, and stops at the end.
 */
export function PromotionCountdown({ validEnd, until }: { validEnd: string; until: string }) {
  const t = useTranslations();
  const end = Date.parse(validEnd);
  const now = useClock(Number.isFinite(end) ? end : 0);

  if (now === null) return <span>{t('goods.promotionUntil', { date: until })}</span>;
  const remaining = timeLeft(end, now);
  // The ticking text is not announced each second: the role stays off on purpose.
  return <span>{remaining ? t('promotion.endsIn', { ...remaining }) : t('promotion.ended')}</span>;
}
