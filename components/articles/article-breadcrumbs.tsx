import { getTranslations } from 'next-intl/server';
import { BreadcrumbTrail, type BreadcrumbLink } from '@/components/ui/breadcrumb-trail';
import type { Locale } from '@/lib/i18n/locales';

/** Home › the lists above › the page itself. */
export async function ArticleBreadcrumbs({ trail, current, locale }: { trail: readonly BreadcrumbLink[]; current: BreadcrumbLink; locale: Locale }) {
  const t = await getTranslations('articles');
  return <BreadcrumbTrail label={t('breadcrumbLabel')} links={[{ name: t('home'), href: '/' }, ...trail]} current={current} locale={locale} />;
}
