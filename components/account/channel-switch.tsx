'use client';
import { useTranslations } from 'next-intl';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Channel } from '@/lib/account/credentials';

/** Mobile number or email: which kind of address the form works with. */
export function ChannelSwitch({ value, onChange }: { value: Channel; onChange(next: Channel): void }) {
  const t = useTranslations('account');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('channelLabel')}
      onChange={(_, next: Channel | null) => next && onChange(next)}
      fullWidth
    >
      <ToggleButton value="mobile" sx={{ textTransform: 'none' }}>
        {t('channelMobile')}
      </ToggleButton>
      <ToggleButton value="email" sx={{ textTransform: 'none' }}>
        {t('channelEmail')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
