'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';

/**
 * The goods item's images: one large, thumbnails below to switch it. `images` are ready to
 * load (already rewritten to the image host) and start with the cover.
 */
export function GoodsGallery({ images, title }: { images: readonly string[]; title: string }) {
  const t = useTranslations('goods');
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) return null;
  return (
    <Box role="group" aria-label={t('gallery')}>
      <Box
        component="img"
        src={main}
        alt={t('imageAlt', { title, index: shown + 1 })}
        width={600}
        height={400}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }}
      />
      {images.length > 1 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {images.map((image, index) => (
            <ButtonBase
              key={image}
              onClick={() => setShown(index)}
              aria-label={t('showImage', { index: index + 1, count: images.length })}
              aria-pressed={index === shown}
              sx={{ border: 2, borderColor: index === shown ? 'primary.main' : 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              <Box component="img" src={image} alt="" width={72} height={48} loading="lazy" sx={{ display: 'block', objectFit: 'cover', bgcolor: 'grey.100' }} />
            </ButtonBase>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
