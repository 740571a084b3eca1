'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CloseIcon } from '@/components/ui/icons';
import { MuiProvider } from '@/components/ui/mui-provider';
import { InquiryForm } from './inquiry-form';
import { InquiryGoodsSummary, type InquiryGoodsItem } from './inquiry-goods-summary';
import type { InquiryAnswer, InquiryTarget } from './use-inquiry-form';

export interface InquiryRequest {
  /** The goods asked about; none for a general inquiry. */
  goods?: readonly InquiryGoodsItem[];
  /** From the inquiry list (the API then removes a customer's lines). */
  fromCart?: boolean;
  /** After the API accepted the inquiry, before the dialog closes. */
  onSubmitted?(answer: InquiryAnswer): void;
}

export interface InquiryDialogProps {
  request: InquiryRequest;
  open: boolean;
  /** Changes with every opening, so each opening starts from an empty form (docs/product.md §4). */
  opening: number;
  onClose(): void;
  onSubmitted(answer: InquiryAnswer): void;
}

/** The inquiry dialog (docs/product.md §2.4 item 12, §4, §5): the 24-hour promise, the goods, the form. */
export function InquiryDialog({ request, open, opening, onClose, onSubmitted }: InquiryDialogProps) {
  const t = useTranslations('inquiry');
  const titleId = useId();

  return (
    // An island root of its own (docs/islands.md), whoever loads it; a provider around it as well is harmless.
    <MuiProvider>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="body">
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {t('dialogTitle')}
        </DialogTitle>
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('promise')}
          </Typography>
          <InquiryBody key={opening} request={request} onSubmitted={onSubmitted} onCancel={onClose} />
        </DialogContent>
      </Dialog>
    </MuiProvider>
  );
}

/** The goods (their size and quantity still open when the request allows) and the form: one per opening. */
function InquiryBody({ request, onSubmitted, onCancel }: { request: InquiryRequest; onSubmitted(answer: InquiryAnswer): void; onCancel(): void }) {
  const [items, setItems] = useState<readonly InquiryGoodsItem[]>(request.goods ?? []);
  const target: InquiryTarget = items.length
    ? { goodsList: items.map(({ goodsId, skuId, quantity }) => ({ goodsId, skuId, quantity })), fromCart: request.fromCart }
    : {};
  const change = (index: number, item: InquiryGoodsItem) => setItems((current) => current.map((each, at) => (at === index ? item : each)));
  return (
    <>
      {items.length ? <InquiryGoodsSummary items={items} onChange={change} /> : null}
      <InquiryForm target={target} onSubmitted={onSubmitted} onCancel={onCancel} />
    </>
  );
}
