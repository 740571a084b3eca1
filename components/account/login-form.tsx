'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MuiProvider } from '@/components/ui/mui-provider';
import { CodeLoginPanel } from './code-login-panel';
import { PasswordLoginPanel } from './password-login-panel';

const METHODS = ['mobile', 'email', 'password'] as const;
type Method = (typeof METHODS)[number];

const TAB_LABEL = { mobile: 'tabMobile', email: 'tabEmail', password: 'tabPassword' } as const;

/** The three ways to log in (docs/product.md §7.1), as tabs; `target` is where a finished login goes. An MUI island (docs/islands.md). */
export function LoginForm({ target }: { target: string }) {
  return (
    <MuiProvider>
      <LoginMethods target={target} />
    </MuiProvider>
  );
}

function LoginMethods({ target }: { target: string }) {
  const t = useTranslations('account');
  const [method, setMethod] = useState<Method>('mobile');
  const id = useId();
  return (
    <>
      <Tabs value={method} onChange={(_, next: Method) => setMethod(next)} aria-label={t('tabsLabel')} variant="fullWidth" sx={{ mb: 2.5 }}>
        {METHODS.map((each) => (
          <Tab key={each} value={each} label={t(TAB_LABEL[each])} id={`${id}-tab-${each}`} aria-controls={`${id}-panel-${each}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${method}`} aria-labelledby={`${id}-tab-${method}`}>
        {method === 'password' ? <PasswordLoginPanel target={target} /> : <CodeLoginPanel key={method} channel={method} target={target} />}
      </Box>
    </>
  );
}
