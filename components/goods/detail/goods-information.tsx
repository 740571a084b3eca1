import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import type { GoodsDetail } from '@/lib/api/goods';

type InformationGoods = Pick<GoodsDetail, 'features' | 'applications' | 'species' | 'description'>;

const FIELDS = ['features', 'applications', 'species', 'description'] as const;

/** Features, applications, species and description, as a description list of what the item has. */
export function GoodsInformation({ goods }: { goods: InformationGoods }) {
  const t = useTranslations('goods');
  const present = FIELDS.filter((field) => goods[field]);
  if (present.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
        columnGap: 2,
        rowGap: 1,
        '& dt': { fontWeight: 600, color: 'text.secondary' },
        '& dd': { m: 0, whiteSpace: 'pre-line', mb: { xs: 1, sm: 0 } },
      }}
    >
      {present.map((field) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <dt>{t(field)}</dt>
          <dd>{goods[field]}</dd>
        </Box>
      ))}
    </Box>
  );
}
