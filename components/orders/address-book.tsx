'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageLocale } from '@/components/account/use-page-locale';
import { MuiProvider } from '@/components/ui/mui-provider';
import { deleteAddress, saveAddress, type AddressInput } from '@/lib/api/islands/orders';
import { useRouter } from '@/lib/i18n/navigation';
import { addressLine } from '@/lib/orders/address-line';
import { AddressDialog, EMPTY_ADDRESS } from './address-dialog';
import { useFailureText } from '@/components/common/use-failure-text';

export interface BookAddress extends AddressInput {
  id: number;
  /** The country's name in the page's language. */
  countryName: string;
}

/** The receiving addresses (docs/product.md §11.1): add and edit in a dialog, delete after asking, make one the default. An MUI island. */
export function AddressBook({ addresses }: { addresses: BookAddress[] }) {
  return (
    <MuiProvider>
      <Book addresses={addresses} />
    </MuiProvider>
  );
}

function Book({ addresses }: { addresses: BookAddress[] }) {
  const t = useTranslations('orders');
  const failureText = useFailureText();
  const locale = usePageLocale();
  const router = useRouter();
  const bodyId = useId();
  const [editing, setEditing] = useState<AddressInput | null>(null);
  const [removing, setRemoving] = useState<BookAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  // A new key per opening gives the dialog fresh fields.
  const [opened, setOpened] = useState(0);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure('');
    try {
      await work();
      router.refresh();
    } catch (error) {
      setFailure(t('failed', { reason: failureText(error) }));
    } finally {
      setBusy(false);
    }
  };
  const open = (address: AddressInput) => {
    setOpened((count) => count + 1);
    setEditing(address);
  };

  return (
    <Stack spacing={2}>
      <div>
        <Button variant="contained" onClick={() => open(EMPTY_ADDRESS)}>
          {t('addAddress')}
        </Button>
      </div>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {addresses.length === 0 ? <Typography color="text.secondary">{t('noAddresses')}</Typography> : null}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('receivingAddress')}>
        {addresses.map((address) => (
          <Paper component="li" key={address.id} variant="outlined" sx={{ p: 2, overflowWrap: 'anywhere' }} data-address-id={address.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{address.consignee}</Typography>
              <Typography color="text.secondary">{address.mobile}</Typography>
              {address.isDefault ? <Chip size="small" color="primary" label={t('default')} /> : null}
            </Stack>
            <Typography>{addressLine(address)}</Typography>
            {address.company ? <Typography color="text.secondary">{address.company}</Typography> : null}
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => open(address)}>
                {t('edit')}
              </Button>
              <Button size="small" color="error" onClick={() => setRemoving(address)}>
                {t('remove')}
              </Button>
              {address.isDefault ? null : (
                <Button size="small" disabled={busy} onClick={() => void act(() => saveAddress({ ...address, isDefault: true }, locale))}>
                  {t('makeDefault')}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {editing ? (
        <AddressDialog
          key={opened}
          open
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            router.refresh();
          }}
        />
      ) : null}
      <Dialog open={removing !== null} onClose={busy ? undefined : () => setRemoving(null)} aria-describedby={bodyId} maxWidth="xs" fullWidth>
        <DialogContent>
          <DialogContentText id={bodyId}>{t('confirmRemoveAddress', { name: removing?.consignee ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)} disabled={busy}>
            {t('keep')}
          </Button>
          <Button
            variant="contained"
            color="error"
            loading={busy}
            onClick={() => {
              const target = removing;
              if (!target) return;
              void act(() => deleteAddress(target.id, locale)).then(() => setRemoving(null));
            }}
          >
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
