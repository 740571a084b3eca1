import { useTranslations } from 'next-intl';
import { CrumbList } from '@/components/ui/crumb-list';
import type { Crumb } from './crumbs';

/** Home → the goods item's categories → the goods item itself. */
export function GoodsBreadcrumbs({ crumbs, title }: { crumbs: readonly Crumb[]; title: string }) {
  const t = useTranslations('goods');
  return <CrumbList label={t('breadcrumb')} links={[{ name: t('home'), href: '/' }, ...crumbs]} current={title} />;
}
