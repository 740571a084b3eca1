import { useFormatter, useTranslations } from 'next-intl';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CustomerOverview } from '@/lib/api/customer-shape';

/** Name, company and the masked contacts of the account (the API masks them; nothing is unmasked here). */
export function AccountSummary({ overview }: { overview: CustomerOverview }) {
  const t = useTranslations('customer');
  const format = useFormatter();
  const rows: [string, string | null][] = [
    [t('company'), overview.companyName || null],
    [t('mobile'), overview.mobile],
    [t('email'), overview.email],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="account-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="account-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          {t('greeting', { name: overview.userName || overview.email || overview.mobile || '' })}
        </Typography>
        <Typography component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
          {rows.map(([label, value]) => (
            <Typography key={label} component="div" sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value ?? t('notSet')}
              </Typography>
            </Typography>
          ))}
        </Typography>
        {overview.createdAt ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('memberSince', { date: format.dateTime(new Date(overview.createdAt), { dateStyle: 'long' }) })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
