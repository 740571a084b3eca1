import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { GoodsCard } from '@/components/goods/goods-card';
import type { CellLineRecommendation } from '@/lib/api/finder-shape';

const FACTS = ['species', 'tissue', 'growth', 'serum'] as const;

/** One cell line: what it is, how it grows, the medium recommended for it, and the goods to order. */
export function CellLineDetails({ line, imageHost }: { line: CellLineRecommendation; imageHost: string }) {
  const t = useTranslations('medium');
  const headingId = `cell-line-${line.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
        {line.name}
      </Typography>
      {line.description ? (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {line.description}
        </Typography>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
        {FACTS.map((fact) =>
          line[fact] ? (
            <Box key={fact} sx={{ display: 'contents' }}>
              <dt>{t(fact)}</dt>
              <dd>{line[fact]}</dd>
            </Box>
          ) : null,
        )}
        {line.medium ? (
          <>
            <dt>{t('recommendedMedium')}</dt>
            <Box component="dd" sx={{ fontWeight: 700 }}>
              {line.medium.name || line.medium.code}
            </Box>
          </>
        ) : null}
      </Box>
      {line.goods.length ? (
        <>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            {t('goodsHeading', { name: line.name })}
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {line.goods.map((goods) => (
              <Grid key={goods.id} component="li" size={{ xs: 6, sm: 4, lg: 3 }} sx={{ position: 'relative' }}>
                <GoodsCard goods={goods} imageHost={imageHost} compact />
                {goods.id === line.completeMediumId ? (
                  <Chip label={t('completeMedium')} size="small" color="secondary" sx={{ position: 'absolute', top: 8, left: 8 }} />
                ) : null}
              </Grid>
            ))}
          </Grid>
        </>
      ) : null}
    </Box>
  );
}
