import { getTranslations } from 'next-intl/server';
import { categoryHref } from '@/lib/catalogue/category-routing';
import type { Locale } from '@/lib/i18n/locales';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';

export interface Crumb {
  id: string;
  name: string;
}

/** Home › ancestors › the category shown. */
export async function ListingBreadcrumbs({ trail, current, locale }: { trail: readonly Crumb[]; current: Crumb; locale: Locale }) {
  const [t, nav] = await Promise.all([getTranslations('catalogue'), getTranslations('nav')]);
  const links = [{ name: nav('home'), href: '/' }, ...trail.map((crumb) => ({ name: crumb.name, href: categoryHref(crumb) }))];
  return <BreadcrumbTrail label={t('breadcrumbLabel')} links={links} current={{ name: current.name, href: categoryHref(current) }} locale={locale} />;
}
