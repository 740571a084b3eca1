'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { mutate } from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { askCustomer } from '@/components/account/use-customer';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useFailureText } from '@/components/common/use-failure-text';
import { settleInquiryList } from '@/components/inquiry-list/inquiry-list-keys';
import { LocaleLink } from '@/components/ui/locale-link';
import { MuiProvider } from '@/components/ui/mui-provider';
import text from '@/components/ui/text.module.css';
import { buyAgain, type BuyAgainResult } from '@/lib/api/islands/reorder';
import { AlternativeLinks } from './alternative-links';

interface BuyAgainProps {
  orderId: number;
  /** One line of the order; absent: the whole order. */
  lineId?: number;
  /** What the button's accessible name says: the order number, or the line's Cat. No. */
  label: { orderNo: string } | { itemno: string };
}

/**
 * 'Buy again' on an order or one of its lines (docs/product.md §11.6): the lines go back into the
 * inquiry list and the answer says how many did, naming each line left out with links to its
 * alternatives. An MUI island; every click is its own Idempotency-Key, so a lost answer resent
 * by the BFF adds nothing twice.
 */
export function BuyAgain(props: BuyAgainProps) {
  return (
    <MuiProvider>
      <BuyAgainControl {...props} />
    </MuiProvider>
  );
}

function BuyAgainControl({ orderId, lineId, label }: BuyAgainProps) {
  const t = useTranslations('reorder');
  const failureText = useFailureText();
  const locale = usePageLocale();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BuyAgainResult | null>(null);
  const [failure, setFailure] = useState('');

  const run = async () => {
    setBusy(true);
    setFailure('');
    setResult(null);
    try {
      const answer = await buyAgain(lineId ? { orderId, lineId } : { orderId }, crypto.randomUUID(), locale);
      const customer = await askCustomer();
      if (customer) settleInquiryList(mutate, customer.userId, answer, true);
      setResult(answer);
    } catch (error) {
      setFailure(t('failed', { reason: failureText(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-buy-again={lineId ?? 'order'}>
      <Button
        size="small"
        variant={lineId ? 'text' : 'outlined'}
        onClick={() => void run()}
        loading={busy}
        aria-label={'orderNo' in label ? t('buyAgainOrder', label) : t('buyAgainLine', label)}
      >
        {t('buyAgain')}
      </Button>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {result ? (
        <Alert severity={result.unavailable.length ? 'warning' : 'success'} role="status" data-buy-again-result>
          <p>
            {t('added', { count: result.added.length })}{' '}
            <LocaleLink href="/inquire-list" className={text.inlineLink}>
              {t('viewList')}
            </LocaleLink>
          </p>
          {result.unavailable.length ? (
            <>
              <p>{t('notAdded')}</p>
              <ul>
                {result.unavailable.map((line) => (
                  <li key={line.lineId} data-unavailable-itemno={line.itemno}>
                    {t('unavailableLine', { itemno: line.itemno, title: line.title, size: line.skuDesc, reason: t(`reason.${line.reason}`) })}
                    <AlternativeLinks alternatives={line.alternatives} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
