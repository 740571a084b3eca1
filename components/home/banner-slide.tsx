'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Banner } from '@/lib/api/content';
import { imageUrl } from '@/lib/catalogue/image';
import { Link } from '@/lib/i18n/navigation';

export interface BannerSlideProps {
  banner: Banner;
  imageHost: string;
  /** The first slide: its image loads at once, the others lazily. */
  eager: boolean;
  current: boolean;
  label: string;
  animate: boolean;
}

/**
 * One slide of the home carousel. Every slide is in the HTML (crawlers see every banner's
 * link); those not shown are transparent, hidden from assistive technology and inert.
 */
export function BannerSlide({ banner, imageHost, eager, current, label, animate }: BannerSlideProps) {
  const picture = (
    <>
      <Box
        component="img"
        src={imageUrl(banner.pic, imageHost)}
        alt=""
        width={1200}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
      {banner.title ? (
        <Typography
          component="p"
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, px: 8, py: 1.5, color: '#fff', fontWeight: 600, fontSize: '1.1rem', background: 'linear-gradient(transparent, rgba(0,0,0,.65))' }}
        >
          {banner.title}
        </Typography>
      ) : null}
    </>
  );
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!current}
      inert={!current}
      sx={{ position: 'absolute', inset: 0, opacity: current ? 1 : 0, zIndex: current ? 1 : 0, transition: animate ? 'opacity 600ms ease' : 'none' }}
    >
      {banner.url ? (
        <Link href={banner.url} style={{ display: 'block', height: '100%', color: 'inherit' }}>
          {picture}
        </Link>
      ) : (
        picture
      )}
    </Box>
  );
}
