import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { badgeMessageKey, type Badge, type BadgeKind } from '@/lib/catalogue/badges';

const colours: Record<BadgeKind, 'success' | 'error' | 'secondary' | 'warning'> = {
  recommend: 'success',
  promotion: 'error',
  freeGift: 'secondary',
  hot: 'warning',
};

/** SPEC.md §4: Recommend, Promotion and Free gift have their own badges; any other tag is "hot". */
export function GoodsBadges({ badges }: { badges: readonly Badge[] }) {
  const t = useTranslations();
  if (badges.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', verticalAlign: 'middle' }}>
      {badges.map((badge) => {
        const key = badgeMessageKey(badge.kind);
        return (
          <Chip
            key={`${badge.kind}:${badge.label}`}
            component="span"
            size="small"
            color={colours[badge.kind]}
            label={key ? t(key) : badge.label}
            sx={{ height: 20, fontSize: '0.7rem' }}
          />
        );
      })}
    </Stack>
  );
}
