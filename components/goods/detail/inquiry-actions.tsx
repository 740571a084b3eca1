'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useInquiryList } from '@/components/cart/use-inquiry-list';
import { useInquiryDialog } from '@/components/inquiry/inquiry-provider';
import { useHydrated } from '@/components/inquiry/use-hydrated';

export interface SkuChoice {
  id: number;
  desc: string;
}

export interface InquiryActionsProps {
  goodsId: number;
  skus: readonly SkuChoice[];
  /** Shown in the inquiry dialog, so the visitor sees what is asked about. */
  title?: string;
  itemno?: string;
}

/**
 * The SKU choice and the two inquiry buttons: 'Add to inquiry list' adds one piece of the
 * chosen SKU (SPEC.md §5), 'Inquire now' opens the inquiry dialog about it, quantity 1.
 */
export function InquiryActions({ goodsId, skus, title, itemno }: InquiryActionsProps) {
  const t = useTranslations('goods');
  const [skuId, setSkuId] = useState<number | null>(skus[0]?.id ?? null);
  const [adding, setAdding] = useState(false);
  const { add } = useInquiryList();
  const { openInquiry } = useInquiryDialog();
  const hydrated = useHydrated();
  const skuData = skuId === null ? {} : { 'data-sku-id': String(skuId) };
  const chosen = { id: goodsId, skuId: skuId ?? 0 };

  const addToList = async () => {
    setAdding(true);
    try {
      await add(chosen);
    } finally {
      setAdding(false);
    }
  };
  const inquireNow = () => {
    const skuDesc = skus.find((sku) => sku.id === skuId)?.desc ?? null;
    openInquiry({ goods: [{ goodsId, skuId: chosen.skuId, quantity: 1, title, itemno, skuDesc }] });
  };
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
        <Button variant="outlined" type="button" disabled={!hydrated} loading={adding} onClick={addToList} data-goods-id={String(goodsId)} data-action="add-to-inquiry" {...skuData}>
          {t('addToInquiry')}
        </Button>
        <Button variant="contained" type="button" disabled={!hydrated} onClick={inquireNow} data-goods-id={String(goodsId)} data-action="inquire-now" {...skuData}>
          {t('inquireNow')}
        </Button>
      </Stack>
    </Stack>
  );
}
