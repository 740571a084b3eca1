'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useFailureText } from '@/components/common/use-failure-text';
import { MuiProvider } from '@/components/ui/mui-provider';
import { LocaleLink } from '@/components/ui/locale-link';
import { acceptQuote, declineQuote, type AcceptedQuote } from '@/lib/api/islands/quotes';
import { orderSubmitted } from '@/lib/analytics/order-event';
import { track } from '@/lib/analytics/track';
import { useRouter } from '@/lib/i18n/navigation';
import { INVOICE_MAX_LENGTH, INVOICE_TYPES, ORDER_REMARK_MAX_LENGTH, type InvoiceType } from '@/contract/order-rules';

/** The order an accepted quote became. */
export type PlacedOrder = Pick<AcceptedQuote, 'orderId' | 'orderNo'>;

export interface AddressChoice {
  id: number;
  label: string;
  isDefault: boolean;
}

interface QuoteDecisionProps {
  quoteId: number;
  addresses: readonly AddressChoice[];
  /** Set for an accepted quote: the island then only confirms the order. */
  placedOrder: PlacedOrder | null;
}

/**
 * Accept a sent quote (the order's address, invoice and remark, as the order flow asks them) or
 * decline it after a confirmation; after accepting, the order's link (docs/product.md §11.5). An MUI island.
 * The page renders it for an accepted quote too, so the confirmation a buyer is reading stays put
 * (and stays a live status) while the page refreshes around it.
 */
export function QuoteDecision(props: QuoteDecisionProps) {
  return (
    <MuiProvider>
      <Decision {...props} />
    </MuiProvider>
  );
}

function Decision({ quoteId, addresses, placedOrder }: QuoteDecisionProps) {
  const t = useTranslations('quotes');
  const failureText = useFailureText();
  const locale = usePageLocale();
  const router = useRouter();
  const [addressId, setAddressId] = useState(addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id ?? 0);
  const [invoiceType, setInvoiceType] = useState<InvoiceType>('none');
  const [invoiceTitle, setInvoiceTitle] = useState('');
  const [invoiceTaxNo, setInvoiceTaxNo] = useState('');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState('');
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const invoiceId = useId();
  const confirmId = useId();

  const accept = async () => {
    setBusy('accept');
    setFailure('');
    try {
      const accepted = await acceptQuote({ id: quoteId, addressId, invoiceType, invoiceTitle, invoiceTaxNo, remark }, locale);
      setOrder(accepted);
      track(orderSubmitted(accepted, locale));
      router.refresh();
    } catch (error) {
      setFailure(t('failed', { reason: failureText(error) }));
    } finally {
      setBusy(null);
    }
  };

  const decline = async () => {
    setBusy('decline');
    setFailure('');
    try {
      await declineQuote(quoteId, locale);
      setAsking(false);
      router.refresh();
    } catch (error) {
      setAsking(false);
      setFailure(t('failed', { reason: failureText(error) }));
    } finally {
      setBusy(null);
    }
  };

  const placed = order ?? placedOrder;
  if (placed) {
    return (
      <Alert severity="success" role="status">
        {t('accepted', { orderNo: placed.orderNo })} <LocaleLink href={`/order-details?id=${placed.orderId}`}>{t('viewOrder')}</LocaleLink>
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      {addresses.length ? (
        <TextField select fullWidth size="small" label={t('chooseAddress')} value={addressId} onChange={(event) => setAddressId(Number(event.target.value))}>
          {addresses.map((address) => (
            <MenuItem key={address.id} value={address.id}>
              {address.label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Alert severity="info">
          {t('noAddress')} <LocaleLink href="/receiving-address">{t('addAddress')}</LocaleLink>
        </Alert>
      )}
      <FormControl fullWidth>
        <FormLabel id={invoiceId}>{t('invoice')}</FormLabel>
        <RadioGroup row aria-labelledby={invoiceId} value={invoiceType} onChange={(event) => setInvoiceType(event.target.value as InvoiceType)}>
          {INVOICE_TYPES.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={t(`invoiceType.${type}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {invoiceType !== 'none' ? (
        <TextField
          size="small"
          required
          label={t('invoiceTitle')}
          value={invoiceTitle}
          onChange={(event) => setInvoiceTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: INVOICE_MAX_LENGTH.title } }}
        />
      ) : null}
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
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('remark')}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
        slotProps={{ htmlInput: { maxLength: ORDER_REMARK_MAX_LENGTH } }}
      />
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => void accept()} loading={busy === 'accept'} disabled={busy !== null || addresses.length === 0}>
          {t('accept')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={busy !== null}>
          {t('decline')}
        </Button>
      </Stack>
      <Dialog open={asking} onClose={busy ? undefined : () => setAsking(false)} aria-describedby={confirmId} maxWidth="xs" fullWidth>
        <DialogContent>
          <DialogContentText id={confirmId}>{t('confirmDecline', { id: quoteId })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={busy !== null}>
            {t('keep')}
          </Button>
          <Button onClick={() => void decline()} loading={busy === 'decline'} variant="contained" color="error">
            {t('decline')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
