'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export interface SkuChoice {
  id: number;
  desc: string;
}

/**
 * The SKU choice and the two inquiry buttons. The inquiry issue wires the buttons (add to the
 * inquiry list, open the inquiry dialog) through the data attributes; until then they do
 * nothing rather than pretend a success.
 */
export function InquiryActions({ goodsId, skus }: { goodsId: number; skus: readonly SkuChoice[] }) {
  const t = useTranslations('goods');
  const [skuId, setSkuId] = useState<number | null>(skus[0]?.id ?? null);
  const skuData = skuId === null ? {} : { 'data-sku-id': String(skuId) };
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      {skus.length > 1 ? (
        <div>
          <Typography id={`sku-choice-${goodsId}`} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('skuChoice')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={skuId}
            onChange={(_, value: number | null) => value !== null && setSkuId(value)}
            aria-labelledby={`sku-choice-${goodsId}`}
            sx={{ flexWrap: 'wrap' }}
          >
            {skus.map((sku) => (
              <ToggleButton key={sku.id} value={sku.id} sx={{ textTransform: 'none' }}>
                {sku.desc}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" type="button" data-goods-id={String(goodsId)} data-action="add-to-inquiry" {...skuData}>
          {t('addToInquiry')}
        </Button>
        <Button variant="contained" type="button" data-goods-id={String(goodsId)} data-action="inquire-now" {...skuData}>
          {t('inquireNow')}
        </Button>
      </Stack>
    </Stack>
  );
}
