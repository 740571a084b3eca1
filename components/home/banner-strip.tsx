import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Banner } from '@/lib/api/content';
import { imageUrl } from '@/lib/catalogue/image';
import { CardActionLink } from '@/components/common/links';
import { imageHost } from '@/lib/site';

/** The home banners, server-rendered: the first one large, the others beside it. */
export function BannerStrip({ banners, label }: { banners: Banner[]; label: string }) {
  if (banners.length === 0) return null;
  const [first, ...rest] = banners;
  return (
    <Box component="section" aria-label={label}>
      <Grid container spacing={2}>
        {first ? (
          <Grid size={{ xs: 12, md: rest.length ? 8 : 12 }}>
            <BannerCard banner={first} priority />
          </Grid>
        ) : null}
        {rest.length ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              {rest.slice(0, 2).map((banner) => (
                <BannerCard key={banner.id} banner={banner} />
              ))}
            </Stack>
          </Grid>
        ) : null}
      </Grid>
    </Box>
  );
}

function BannerCard({ banner, priority = false }: { banner: Banner; priority?: boolean }) {
  const image = (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="img"
        src={imageUrl(banner.pic, imageHost())}
        alt={banner.title}
        width={1200}
        height={priority ? 450 : 210}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        sx={{ display: 'block', width: '100%', height: priority ? { xs: 200, md: 360 } : { xs: 140, md: 172 }, objectFit: 'cover' }}
      />
      <Typography
        component="p"
        sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: 1.5, color: '#fff', fontWeight: 600, background: 'linear-gradient(transparent, rgba(0,0,0,.65))' }}
      >
        {banner.title}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined">
      {banner.url ? (
        <CardActionLink href={banner.url}>{image}</CardActionLink>
      ) : (
        image
      )}
    </Card>
  );
}
