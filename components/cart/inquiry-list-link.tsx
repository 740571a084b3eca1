'use client';
import { useTranslations } from 'next-intl';
import Badge from '@mui/material/Badge';
import { Link } from '@/lib/i18n/navigation';
import { useInquiryList } from './use-inquiry-list';

/**
 * The header's inquiry-list link with the number of lines (SPEC.md §2.4 item 1, §6). The header
 * is cached HTML shared by every visitor, so the server renders the plain link and the number
 * appears after hydration, from the device (guest) or the server (customer).
 */
export function InquiryListLink() {
  const t = useTranslations('cart');
  const { count } = useInquiryList();
  const label = count === undefined ? t('link') : t('linkWithCount', { count });
  return (
    <Link href="/inquire-list" aria-label={label}>
      <Badge
        badgeContent={count ?? 0}
        max={99}
        color="secondary"
        invisible={!count}
        slotProps={{ badge: { 'aria-hidden': true } }}
        sx={{ '& .MuiBadge-badge': { right: -10, top: 2 } }}
      >
        {t('link')}
      </Badge>
    </Link>
  );
}
