'use client';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInquiryDialog } from '@/components/inquiry/inquiry-provider';
import { MuiProvider } from '@/components/ui/mui-provider';
import { inquiryTotal, submittable, type InquiryLine } from '@/lib/inquiry-list/inquiry-lines';
import { useClock } from '@/components/common/use-clock';
import { CurrencyNote } from '@/components/ui/currency-note';
import { useMoney } from '@/components/ui/money';
import { toYuan } from '@/contract/pricing';
import { InquiryLinesTable } from './inquiry-lines-table';
import { InquiryListEmpty } from './inquiry-list-empty';
import { useInquiryList } from './use-inquiry-list';
import { loginHrefFor } from '@/lib/account/login-events';
import { useRouter } from '@/lib/i18n/navigation';
import { settlementGoodsValue } from '@/lib/orders/order-query';

/**
 * The inquiry list page's island (docs/product.md §2.1 /inquire-list): every line with its quantity,
 * all available lines selected at first, and 'Submit inquiry' for the selected ones. Lines of
 * goods no longer available stay visible, greyed, and are never submitted. An MUI island
 * (docs/islands.md): the page around it is server markup.
 */
export function InquiryListView({ imageHost }: { imageHost: string }) {
  return (
    <MuiProvider>
      <InquiryList imageHost={imageHost} />
    </MuiProvider>
  );
}

function InquiryList({ imageHost }: { imageHost: string }) {
  const t = useTranslations('inquiryList');
  const common = useTranslations('common');
  const tOrders = useTranslations('orders');
  const router = useRouter();
  const { lines, error, retry, setQuantity, remove, submitted, owner } = useInquiryList({ lines: true });
  const { openInquiry } = useInquiryDialog();
  const money = useMoney();
  // Lines are priced by the browser's clock, read once: a promotion that ends meanwhile is caught at settlement.
  const pricedAt = useClock(0);
  // Unselected lines are remembered, so lines that arrive later start selected.
  const [unselected, setUnselected] = useState<ReadonlySet<string>>(new Set());
  const [justSubmitted, setJustSubmitted] = useState(false);

  const available = useMemo(() => submittable(lines ?? []), [lines]);
  const selected = available.filter((line) => !unselected.has(line.key));

  if (lines === undefined || pricedAt === null) {
    if (error) {
      return (
        <Alert severity="error" action={<Button onClick={retry}>{t('retry')}</Button>}>
          {t('loadFailed')}
        </Alert>
      );
    }
    return <Typography role="status">{common('WAIT_LOAD')}</Typography>;
  }

  if (lines.length === 0) return <InquiryListEmpty submitted={justSubmitted} />;

  const select = (line: InquiryLine, on: boolean) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (on) next.delete(line.key);
      else next.add(line.key);
      return next;
    });
  const allSelected = selected.length === available.length && available.length > 0;
  const selectAll = (on: boolean) => setUnselected(on ? new Set() : new Set(available.map((line) => line.key)));

  const submit = () => {
    const chosen = selected;
    openInquiry({
      goods: chosen.map((line) => ({
        goodsId: line.id,
        skuId: line.skuId,
        quantity: line.quantity,
        title: line.title,
        itemno: line.itemno,
        skuDesc: line.skuDesc,
      })),
      fromCart: true,
      onSubmitted: () => {
        setJustSubmitted(true);
        void submitted(chosen);
      },
    });
  };

  return (
    <Stack spacing={2}>
      {justSubmitted ? <InquiryListEmpty submitted compact /> : null}
      {error ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={retry}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : null}
      <InquiryLinesTable
        lines={lines}
        pricedAt={pricedAt}
        imageHost={imageHost}
        isSelected={(line) => !unselected.has(line.key)}
        selection={allSelected ? 'all' : selected.length > 0 ? 'some' : 'none'}
        selectable={available.length > 0}
        onSelectAll={selectAll}
        onSelect={select}
        onQuantity={(line, quantity) => void setQuantity(line, quantity)}
        onRemove={(line) => void remove([line])}
      />
      <SelectedTotal lines={selected} pricedAt={pricedAt} money={money} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography role="status" color="text.secondary">
          {t('selectedCount', { count: selected.length, total: lines.length })}
        </Typography>
        <Button variant="outlined" color="error" disabled={selected.length === 0} onClick={() => void remove(selected)}>
          {t('removeSelected')}
        </Button>
        <Button variant="contained" disabled={selected.length === 0} onClick={submit}>
          {t('submit')}
        </Button>
        {/* docs/product.md §11.2: the selected lines go to settlement; a guest logs in first. */}
        <Button
          variant="contained"
          color="secondary"
          disabled={selected.length === 0}
          onClick={() =>
            router.push(
              owner === 'customer'
                ? `/order-info?goods=${settlementGoodsValue(selected.map((line) => ({ id: line.id, skuId: line.skuId })))}`
                : loginHrefFor('/inquire-list'),
            )
          }
        >
          {owner === 'customer' ? tOrders('settle') : tOrders('settleLogin')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** What the selected lines come to by the pricing rule (docs/product.md §11.4), before member discounts and coupons. */
function SelectedTotal({ lines, pricedAt, money }: { lines: readonly InquiryLine[]; pricedAt: number; money: (cny: number) => string }) {
  const t = useTranslations('inquiryList');
  const total = inquiryTotal(lines, pricedAt);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end', textAlign: 'right' }} data-total>
      <Typography>
        {t('total')}:{' '}
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.15rem' }} data-total-amount>
          {money(toYuan(total.amountFen))}
        </Typography>
      </Typography>
      {total.amountFen < total.listFen ? (
        <Typography variant="body2" color="error.main">
          {t('totalSaving', { amount: money(toYuan(total.listFen - total.amountFen)) })}
        </Typography>
      ) : null}
      {total.unpriced > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('unpricedLines', { count: total.unpriced })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('totalNote')}
      </Typography>
      <CurrencyNote />
    </Stack>
  );
}
