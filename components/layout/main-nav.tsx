import { getLocale, getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Category } from '@/lib/api/categories';
import { getFeaturedMenus } from '@/lib/api/home';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { categoryHref } from '@/lib/catalogue/category-routing';
import type { Locale } from '@/lib/i18n/locales';
import { imageHost } from '@/lib/site';
import { categoryMegaMenu, productsMegaMenu } from './mega-menu-data';
import { MegaMenuItem } from './mega-menu-item';
import { NavDropdown, type NavLink } from './nav-dropdown';
import { NavItem } from './nav-item';
import { orFallback } from './or-fallback';

/** The category items of the main nav after Products, in SPEC.md §2.4's order. */
const CATEGORY_ITEMS = [
  { key: 'consumables', code: CATEGORY.CONSUMABLES },
  { key: 'antibodies', code: CATEGORY.ANTIBODIES },
  { key: 'instruments', code: CATEGORY.INSTRUMENTS },
  { key: 'cultureMedium', code: CATEGORY.CULTURE_MEDIUM },
] as const;

/**
 * Home, Products, Consumables, Antibodies, Instruments, Culture Medium, News ▾, Gallery,
 * Experimental Data ▾, Contact Us ▾ (SPEC.md §2.4 item 1). Category items point where the
 * routing table of SPEC.md §2.3 sends them and open mega-menus; without the featured menus
 * (API down) they still list the sub-categories of the category tree.
 */
export async function MainNav({ productTree }: { productTree: Category[] }) {
  const t = await getTranslations('nav');
  const tHeader = await getTranslations('header');
  const locale = (await getLocale()) as Locale;
  const featured = await orFallback(getFeaturedMenus(locale), []);
  const host = imageHost();

  const news: NavLink[] = [
    { label: t('newsCenter'), href: '/event-promotion?code=XWZX' },
    { label: t('eventPromotion'), href: '/event-promotion?code=HDCX' },
    { label: t('catalogues'), href: '/event-promotion?code=catalog' },
  ];
  const experimentalData: NavLink[] = [
    { label: t('experimentalPlans'), href: '/experimentalPlanList?id=TJ' },
    { label: t('dataCenter'), href: '/data-center' },
    { label: t('coaReport'), href: '/coa-reportsearch' },
  ];
  const contact: NavLink[] = [
    { label: t('contactInfo'), href: '/connectionUs' },
    { label: tHeader('purchaseInquiry'), href: '/purchase-inquiry' },
  ];

  return (
    <Box component="nav" aria-label={t('label')} sx={{ bgcolor: 'primary.main', position: 'relative' }}>
      <Container maxWidth="lg">
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          <NavItem href="/" label={t('home')} />
          <MegaMenuItem
            label={t('products')}
            href={categoryHref({ id: CATEGORY.PRODUCTS })}
            menu={productsMegaMenu(featured, productTree)}
            imageHost={host}
          />
          {CATEGORY_ITEMS.map(({ key, code }) => (
            <MegaMenuItem
              key={key}
              label={t(key)}
              href={categoryHref(productTree.find((category) => category.id === code) ?? { id: code })}
              menu={categoryMegaMenu(code, featured, productTree)}
              imageHost={host}
            />
          ))}
          <NavDropdown label={t('news')} links={news} menuLabel={t('openMenu', { name: t('news') })} />
          <NavItem href="/gallery" label={t('gallery')} />
          <NavDropdown label={t('experimentalData')} links={experimentalData} menuLabel={t('openMenu', { name: t('experimentalData') })} />
          <NavDropdown label={t('contactUs')} href="/contact-us" links={contact} menuLabel={t('openMenu', { name: t('contactUs') })} />
        </Box>
      </Container>
    </Box>
  );
}
