'use client';
/**
 * The header's account corner. The header is rendered on the server and cached for everyone,
 * so this island renders the guest links there and switches to the customer's menu after
 * hydration, inside a box of reserved width so nothing around it moves.
 */
import { useId, useState, type MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { loginHrefFor } from '@/lib/account/login-events';
import { browserApi } from '@/lib/api/browser';
import { localeHref } from '@/lib/api/browser-effects';
import { defaultLocale, isLocale, splitLocale } from '@/lib/i18n/locales';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ExpandMoreIcon } from '@/components/ui/icons';
import { refreshCustomer, useCustomer, type Customer } from './use-customer';

const RESERVED_WIDTH = 168;

export function AccountMenu() {
  const { customer } = useCustomer();
  return (
    <Box sx={{ minWidth: RESERVED_WIDTH, display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
      {customer ? <CustomerMenu customer={customer} /> : <GuestLinks />}
    </Box>
  );
}

function GuestLinks() {
  const t = useTranslations('account.menu');
  const router = useRouter();
  // The plain href works without script; with it, the login page learns where to come back to.
  const logIn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.push(loginHrefFor(`${splitLocale(window.location.pathname).pathname}${window.location.search}`));
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Link href="/login" onClick={logIn}>
        {t('login')}
      </Link>
      <Link href="/register">{t('register')}</Link>
    </Stack>
  );
}

function CustomerMenu({ customer }: { customer: Customer }) {
  const t = useTranslations('account.menu');
  const rawLocale = useLocale();
  const locale = isLocale(rawLocale) ? rawLocale : defaultLocale;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [leaving, setLeaving] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const name = customer.userName || customer.userId;

  const logOut = async () => {
    setLeaving(true);
    try {
      await browserApi.call('delete', '/session', undefined, { locale, scope: null });
    } finally {
      await refreshCustomer();
      // A full load: whatever the islands hold in memory belonged to the ended login.
      window.location.assign(localeHref(locale, '/'));
    }
  };

  return (
    <>
      <Button
        id={buttonId}
        size="small"
        aria-label={t('open', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreIcon size="small" />}
        sx={{ textTransform: 'none', maxWidth: RESERVED_WIDTH }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        <MenuItem component={Link} href="/user" onClick={() => setAnchor(null)}>
          {t('user')}
        </MenuItem>
        <MenuItem component={Link} href="/my-collection" onClick={() => setAnchor(null)}>
          {t('favourites')}
        </MenuItem>
        <MenuItem component={Link} href="/my-tracks" onClick={() => setAnchor(null)}>
          {t('footprints')}
        </MenuItem>
        <Divider />
        <MenuItem disabled={leaving} onClick={() => void logOut()}>
          {t('logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
