'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BannerView } from '@/lib/api/content';
import { imageUrl } from '@/lib/catalogue/image';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './advert-dialog.module.css';

export interface AdvertSlideProps {
  banner: BannerView;
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
      <div role="alert" className={styles.videoError}>
        {t('videoError')}
      </div>
    );
  } else if (banner.videoUrl) {
    media = (
      <video
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
      />
    );
  } else {
    media = <img src={imageUrl(banner.pic, imageHost)} alt="" />;
  }

  return (
    <div role="group" aria-roledescription="slide" aria-label={label}>
      <div className={styles.media}>{media}</div>
      {banner.title ? (
        <p className={styles.caption}>
          {banner.url ? (
            <LocaleLink href={banner.url} onClick={onFollow}>
              {banner.title}
            </LocaleLink>
          ) : (
            banner.title
          )}
        </p>
      ) : null}
    </div>
  );
}
