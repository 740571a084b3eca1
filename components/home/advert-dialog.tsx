'use client';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { CloseIcon } from '@/components/ui/icons';
import type { Banner } from '@/lib/api/content';
import { ADVERT_STORAGE_KEY, shouldShowAdvert, shownAtValue } from '@/lib/catalogue/advert-schedule';
import { ADVERT_DIALOG_WIDTH_PX } from '@/lib/catalogue/constants';
import { AdvertSlide } from './advert-slide';
import { CarouselArrows, CarouselDots, type CarouselLabels } from './carousel-controls';
import { useCarousel } from './use-carousel';
import { useInteractionPause } from './use-interaction-pause';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(ADVERT_STORAGE_KEY);
  } catch {
    // Storage blocked (privacy settings): the advert simply shows on every visit.
    return null;
  }
}

function writeStored(value: string): void {
  try {
    window.localStorage.setItem(ADVERT_STORAGE_KEY, value);
  } catch {
    // See readStored.
  }
}

/**
 * The home advert dialog (SPEC.md §2.4 item 10, §4): 1050 px wide, a carousel of the advert
 * banners advancing every 10 s, shown at most once per 5 minutes and only when banners exist.
 */
export function AdvertDialog({ banners, imageHost }: { banners: Banner[]; imageHost: string }) {
  const t = useTranslations('advert');
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const interaction = useInteractionPause();
  const titleId = useId();
  const carousel = useCarousel(banners.length, !open || playing || interaction.active);

  useEffect(() => {
    const now = Date.now();
    if (!shouldShowAdvert({ bannerCount: banners.length, stored: readStored(), now })) return;
    writeStored(shownAtValue(now));
    // The device's storage is only readable after hydration, so the dialog opens from here.
    setOpen(true);
  }, [banners.length]);

  const banner = banners[carousel.index];
  if (!banner) return null;
  const close = () => setOpen(false);
  const labels: CarouselLabels = {
    group: t('controls'),
    previous: t('previous'),
    next: t('next'),
    show: (number) => t('show', { number }),
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: ADVERT_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId} sx={{ py: 1, pr: 7, fontSize: '1rem' }}>
        {t('label')}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={close} sx={{ position: 'absolute', top: 4, right: 8 }}>
        <CloseIcon />
      </IconButton>
      <Box {...interaction.handlers} sx={{ pb: 1 }}>
        <Box sx={{ position: 'relative' }}>
          <AdvertSlide
            key={banner.id}
            banner={banner}
            imageHost={imageHost}
            label={t('slideLabel', { number: carousel.index + 1, total: banners.length })}
            onPlayingChange={setPlaying}
            onFollow={close}
          />
          <CarouselArrows carousel={carousel} count={banners.length} labels={labels} />
        </Box>
        <CarouselDots carousel={carousel} count={banners.length} labels={labels} />
      </Box>
    </Dialog>
  );
}
