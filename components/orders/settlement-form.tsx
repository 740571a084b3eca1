'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePageLocale } from '@/components/account/use-page-locale';
import { MuiProvider } from '@/components/ui/mui-provider';
import { API_CODE, isApiError } from '@/lib/api/errors';
import { submitOrder, type OrderSubmission } from '@/lib/api/islands/orders';
import { orderSubmitted } from '@/lib/analytics/order-event';
import { track } from '@/lib/analytics/track';
import { useRouter } from '@/lib/i18n/navigation';
import { INVOICE_MAX_LENGTH, INVOICE_TYPES, ORDER_REMARK_MAX_LENGTH, type InvoiceType } from '@/contract/order-rules';
import { AddressDialog, EMPTY_ADDRESS } from './address-dialog';
import { addressLine } from '@/lib/orders/address-line';
import type { BookAddress } from './address-book';
import { useMoney } from '@/components/ui/money';
import { CurrencyNote } from '@/components/ui/currency-note';
import { toFen, toYuan } from '@/contract/pricing';
import { OrderTotals, type OrderFigures } from './order-lines';
import { useFailureText } from '@/components/common/use-failure-text';

interface SettlementCoupon {
  id: number;
  title: string;
  /** CNY these lines save with it. */
  discount: number;
}

interface SettlementFormProps {
  goods: { id: number; skuId: number }[];
  /** The settlement's figures without a coupon (its discount is 0). */
  figures: OrderFigures;
  addresses: BookAddress[];
  coupons: SettlementCoupon[];
}

/**
 * The settlement page's choices (docs/product.md §11): delivery address (added here when there is
 * none), coupon, invoice and remark, the totals they give, and 'Submit order'. The order is
 * priced again by the API when submitted, with the total shown here as expectedTotal: when a
 * promotion ended or began meanwhile the API refuses it (409), and the page says so and shows the
 * new prices (docs/product.md §11.4). An Idempotency-Key per distinct submission makes a resend
 * after a lost answer give the same order. An MUI island.
 */
export function SettlementForm(props: SettlementFormProps) {
  return (
    <MuiProvider>
      <Form {...props} />
    </MuiProvider>
  );
}

function Form({ goods, figures, addresses, coupons }: SettlementFormProps) {
  const t = useTranslations('orders');
  const failureText = useFailureText();
  const locale = usePageLocale();
  const router = useRouter();
  const money = useMoney();
  const [addressId, setAddressId] = useState<number | null>(addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id ?? null);
  const [couponId, setCouponId] = useState<number | null>(null);
  const [invoiceType, setInvoiceType] = useState<InvoiceType>('none');
  const [invoiceTitle, setInvoiceTitle] = useState('');
  const [invoiceTaxNo, setInvoiceTaxNo] = useState('');
  const [remark, setRemark] = useState('');
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const keys = useRef(new Map<string, string>());

  const coupon = coupons.find((item) => item.id === couponId);
  // The coupon's discount is the API's, reckoned on what the member discount leaves (docs/product.md §11.4).
  const discount = coupon?.discount ?? 0;
  const shown: OrderFigures = { ...figures, discount, totalAmount: toYuan(toFen(figures.totalAmount) - toFen(discount)) };
  const chosenAddress = addresses.find((address) => address.id === addressId) ?? null;

  const submit = async () => {
    if (!chosenAddress) {
      setFailure(t('noAddress'));
      return;
    }
    const order: OrderSubmission = {
      goods,
      addressId: chosenAddress.id,
      ...(coupon ? { couponId: coupon.id } : {}),
      expectedTotal: shown.totalAmount,
      invoiceType,
      invoiceTitle: invoiceType === 'none' ? '' : invoiceTitle.trim(),
      invoiceTaxNo: invoiceType === 'vat' ? invoiceTaxNo.trim() : '',
      remark: remark.trim(),
    };
    const body = JSON.stringify(order);
    const key = keys.current.get(body) ?? crypto.randomUUID();
    keys.current.set(body, key);
    setBusy(true);
    setFailure('');
    try {
      const submitted = await submitOrder(order, key, locale);
      track(
        orderSubmitted(
          submitted,
          locale,
          goods.map(({ id }) => ({ id })),
        ),
      );
      router.push(`/submit-order?id=${submitted.orderId}`);
    } catch (error) {
      if (isApiError(error) && error.code === API_CODE.conflict && error.msg.startsWith('expectedTotal:')) {
        setFailure(t('pricesChanged'));
        router.refresh();
      } else {
        setFailure(failureText(error));
      }
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormControl fullWidth>
          <FormLabel id="settle-address">{t('chooseAddress')}</FormLabel>
          {addresses.length ? (
            <RadioGroup aria-labelledby="settle-address" value={addressId ?? ''} onChange={(event) => setAddressId(Number(event.target.value))}>
              {addresses.map((address) => (
                <FormControlLabel
                  key={address.id}
                  value={address.id}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', my: 0.5, overflowWrap: 'anywhere' }}
                  label={
                    <span>
                      <strong>{address.consignee}</strong> {address.mobile}
                      {address.isDefault ? ` · ${t('default')}` : ''}
                      <br />
                      {addressLine(address)}
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          ) : (
            <Typography color="text.secondary">{t('noAddress')}</Typography>
          )}
        </FormControl>
        <Button sx={{ mt: 1 }} onClick={() => setAdding(true)}>
          {t('addAddress')}
        </Button>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        {coupons.length ? (
          <TextField
            select
            fullWidth
            size="small"
            id="settle-coupon"
            label={t('chooseCoupon')}
            value={couponId ?? 0}
            onChange={(event) => setCouponId(Number(event.target.value) || null)}
          >
            <MenuItem value={0}>{t('noCoupon')}</MenuItem>
            {coupons.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {t('couponOff', { title: item.title, amount: money(item.discount) })}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography color="text.secondary">{t('noCoupons')}</Typography>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormControl fullWidth>
          <FormLabel id="settle-invoice">{t('invoice')}</FormLabel>
          <RadioGroup row aria-labelledby="settle-invoice" value={invoiceType} onChange={(event) => setInvoiceType(event.target.value as InvoiceType)}>
            {INVOICE_TYPES.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={t(`invoiceType.${type}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        {invoiceType !== 'none' ? (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              size="small"
              required
              label={t('invoiceTitle')}
              value={invoiceTitle}
              onChange={(event) => setInvoiceTitle(event.target.value)}
              slotProps={{ htmlInput: { maxLength: INVOICE_MAX_LENGTH.title } }}
            />
            {invoiceType === 'vat' ? (
              <TextField
                size="small"
                required
                label={t('invoiceTaxNo')}
                value={invoiceTaxNo}
                onChange={(event) => setInvoiceTaxNo(event.target.value)}
                slotProps={{ htmlInput: { maxLength: INVOICE_MAX_LENGTH.taxNo } }}
              />
            ) : null}
          </Stack>
        ) : null}
        <TextField
          sx={{ mt: 2 }}
          fullWidth
          multiline
          size="small"
          label={t('remark')}
          placeholder={t('remarkPlaceholder')}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ORDER_REMARK_MAX_LENGTH } }}
        />
      </Paper>

      <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        <OrderTotals figures={shown} />
        <CurrencyNote />
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button variant="contained" size="large" loading={busy} disabled={!chosenAddress} onClick={() => void submit()}>
          {busy ? t('submitting') : t('submit')}
        </Button>
      </Stack>

      {adding ? (
        <AddressDialog
          open
          initial={{ ...EMPTY_ADDRESS, isDefault: addresses.length === 0 }}
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false);
            setAddressId(id);
            router.refresh();
          }}
        />
      ) : null}
    </Stack>
  );
}
