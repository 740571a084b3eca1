'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Banner } from '@/lib/api/content';
import { imageUrl } from '@/lib/catalogue/image';
import { Link } from '@/lib/i18n/navigation';

export interface AdvertSlideProps {
  banner: Banner;
  imageHost: string;
  label: string;
  /** The video started or stopped playing: the carousel holds still while it plays. */
  onPlayingChange: (playing: boolean) => void;
  onFollow: () => void;
}

/** One advert: a video with controls when the banner has one, otherwise its picture. */
export function AdvertSlide({ banner, imageHost, label, onPlayingChange, onFollow }: AdvertSlideProps) {
  const t = useTranslations('advert');
  const [videoFailed, setVideoFailed] = useState(false);
  // A video removed while playing sends no pause event; the carousel must not stay held.
  useEffect(() => () => onPlayingChange(false), [onPlayingChange]);

  let media;
  if (banner.videoUrl && videoFailed) {
    media = (
      <Box role="alert" sx={{ display: 'grid', placeItems: 'center', height: '100%', bgcolor: 'grey.900', color: '#fff', p: 3, textAlign: 'center' }}>
        {t('videoError')}
      </Box>
    );
  } else if (banner.videoUrl) {
    media = (
      <Box
        component="video"
        controls
        muted
        playsInline
        preload="metadata"
        poster={imageUrl(banner.pic, imageHost)}
        src={imageUrl(banner.videoUrl, imageHost)}
        aria-label={banner.title || undefined}
        onError={() => setVideoFailed(true)}
        onPlay={() => onPlayingChange(true)}
        onPause={() => onPlayingChange(false)}
        onEnded={() => onPlayingChange(false)}
        sx={{ display: 'block', width: '100%', height: '100%', bgcolor: '#000' }}
      />
    );
  } else {
    media = (
      <Box component="img" src={imageUrl(banner.pic, imageHost)} alt="" sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }} />
    );
  }

  return (
    <Box role="group" aria-roledescription="slide" aria-label={label}>
      <Box sx={{ aspectRatio: '16 / 9', maxHeight: '70vh', width: '100%', bgcolor: 'grey.100' }}>{media}</Box>
      {banner.title ? (
        <Typography component="p" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
          {banner.url ? (
            <Link href={banner.url} onClick={onFollow}>
              {banner.title}
            </Link>
          ) : (
            banner.title
          )}
        </Typography>
      ) : null}
    </Box>
  );
}
