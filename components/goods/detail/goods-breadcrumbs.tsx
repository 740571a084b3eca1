import { useTranslations } from 'next-intl';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { Link } from '@/lib/i18n/navigation';
import type { Crumb } from './crumbs';

/** Home → the goods item's categories → the goods item itself (not a link: it is this page). */
export function GoodsBreadcrumbs({ crumbs, title }: { crumbs: readonly Crumb[]; title: string }) {
  const t = useTranslations('goods');
  return (
    <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mb: 2, fontSize: '0.875rem', '& a': { color: 'text.secondary' } }}>
      <Link href="/">{t('home')}</Link>
      {crumbs.map((crumb) => (
        <Link key={crumb.href} href={crumb.href}>
          {crumb.name}
        </Link>
      ))}
      <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
        {title}
      </Typography>
    </Breadcrumbs>
  );
}
