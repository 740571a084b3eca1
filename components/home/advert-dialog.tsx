'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Dialog from '@mui/material/Dialog';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { CloseIcon } from '@/components/ui/icons';
import { MuiProvider } from '@/components/ui/mui-provider';
import type { BannerView } from '@/lib/api/content';
import { ADVERT_DIALOG_WIDTH_PX } from '@/lib/catalogue/constants';
import styles from './advert-dialog.module.css';
import { AdvertSlide } from './advert-slide';
import { CarouselArrows, CarouselDots, type CarouselLabels } from './carousel-controls';
import { useCarousel } from './use-carousel';
import { useInteractionPause } from './use-interaction-pause';

/**
 * The home advert dialog (docs/product.md §2.4 item 10): 1050 px wide, a carousel of the advert
 * banners advancing every 10 s. AdvertLauncher mounts it, open, on the visits it is due.
 */
export function AdvertDialog({ banners, imageHost }: { banners: BannerView[]; imageHost: string }) {
  const t = useTranslations('advert');
  const [open, setOpen] = useState(true);
  const [playing, setPlaying] = useState(false);
  const interaction = useInteractionPause();
  const titleId = useId();
  const carousel = useCarousel(banners.length, !open || playing || interaction.active);

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
    <MuiProvider>
      <Dialog
        open={open}
        onClose={close}
        maxWidth={false}
        aria-labelledby={titleId}
        slotProps={{ paper: { style: { width: ADVERT_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)', margin: 16 } } }}
      >
        <h2 id={titleId} className={styles.title}>
          {t('label')}
        </h2>
        <button type="button" className={cx(button.icon, styles.close)} aria-label={t('close')} onClick={close}>
          <CloseIcon />
        </button>
        <div {...interaction.handlers} className={styles.body}>
          <div className={styles.stage}>
            <AdvertSlide
              key={banner.id}
              banner={banner}
              imageHost={imageHost}
              label={t('slideLabel', { number: carousel.index + 1, total: banners.length })}
              onPlayingChange={setPlaying}
              onFollow={close}
            />
            <CarouselArrows carousel={carousel} count={banners.length} labels={labels} />
          </div>
          <CarouselDots carousel={carousel} count={banners.length} show={labels.show} group={labels.group} />
        </div>
      </Dialog>
    </MuiProvider>
  );
}
