import { useFormatter, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CardActionLink } from '@/components/common/links';
import type { CustomerCounts } from '@/lib/api/customer-shape';

interface CountTile {
  label: string;
  count: number;
  /** The page listing them, where one exists. */
  href: string | null;
}

function TileBody({ label, count }: { label: string; count: string }) {
  return (
    <CardContent>
      <Typography component="span" sx={{ display: 'block', fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.2 }}>
        {count}
      </Typography>
      <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
    </CardContent>
  );
}

/** The counts of the customer's lists, each opening its page. */
export function ListCounts({ counts }: { counts: CustomerCounts }) {
  const t = useTranslations('customer');
  const format = useFormatter();
  const tiles: CountTile[] = [
    { label: t('favouritesCount'), count: counts.favourites, href: '/my-collection' },
    { label: t('footprintsCount'), count: counts.footprints, href: '/my-tracks' },
    { label: t('cartLinesCount'), count: counts.cartLines, href: '/inquire-list' },
    // Sent inquiries have no page of their own yet.
    { label: t('inquiriesCount'), count: counts.inquiries, href: null },
  ];
  return (
    <section aria-labelledby="counts-heading">
      <Typography id="counts-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('countsHeading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              {tile.href ? (
                <CardActionLink href={tile.href} sx={{ height: '100%' }}>
                  <TileBody label={tile.label} count={format.number(tile.count)} />
                </CardActionLink>
              ) : (
                <TileBody label={tile.label} count={format.number(tile.count)} />
              )}
            </Card>
          </li>
        ))}
      </Box>
    </section>
  );
}
