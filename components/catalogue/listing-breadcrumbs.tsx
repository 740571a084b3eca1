import { getTranslations } from 'next-intl/server';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { siteUrl } from '@/lib/site';

export interface Crumb {
  id: string;
  name: string;
}

/** Home › ancestors › the category shown, with a BreadcrumbList for search engines. */
export async function ListingBreadcrumbs({ trail, current, locale }: { trail: readonly Crumb[]; current: Crumb; locale: Locale }) {
  const [t, nav] = await Promise.all([getTranslations('catalogue'), getTranslations('nav')]);
  const links = [{ name: nav('home'), href: '/' }, ...trail.map((crumb) => ({ name: crumb.name, href: categoryHref(crumb) }))];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...links, { name: current.name, href: categoryHref(current) }].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl()}${localePath(locale, crumb.href)}`,
    })),
  };

  return (
    <>
      <Breadcrumbs aria-label={t('breadcrumbLabel')} sx={{ mb: 1, fontSize: '0.875rem' }}>
        {links.map((crumb) => (
          <Link key={crumb.href} href={crumb.href} style={{ color: 'inherit' }}>
            {crumb.name}
          </Link>
        ))}
        <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
          {current.name}
        </Typography>
      </Breadcrumbs>
      {/* '<' escaped so a category name can never close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </>
  );
}
