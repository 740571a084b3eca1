import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Category } from '@/lib/api/categories';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { NavDropdown, type NavLink } from './nav-dropdown';
import { NavItem } from './nav-item';

/** The category items of the main nav, in SPEC.md §2.4's order, each backed by a real category. */
const CATEGORY_ITEMS = [
  { key: 'consumables', code: CATEGORY.CONSUMABLES },
  { key: 'antibodies', code: CATEGORY.ANTIBODIES },
  { key: 'instruments', code: CATEGORY.INSTRUMENTS },
  { key: 'cultureMedium', code: CATEGORY.CULTURE_MEDIUM },
] as const;

/**
 * Home, Products, Consumables, Antibodies, Instruments, Culture Medium, News ▾, Gallery,
 * Experimental Data ▾, Contact Us ▾ (SPEC.md §2.4 item 1). Category items point where the
 * routing table of SPEC.md §2.3 sends them and carry their sub-categories.
 */
export async function MainNav({ productTree }: { productTree: Category[] }) {
  const t = await getTranslations('nav');
  const tHeader = await getTranslations('header');
  const byId = new Map(productTree.map((category) => [category.id, category]));
  const subLinks = (category: Category | undefined): NavLink[] =>
    (category?.children ?? []).map((child) => ({ label: child.name, href: categoryHref(child) }));

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
    <Box component="nav" aria-label={t('label')} sx={{ bgcolor: 'primary.main' }}>
      <Container maxWidth="lg">
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          <NavItem href="/" label={t('home')} />
          <NavItem href={categoryHref({ id: CATEGORY.PRODUCTS })} label={t('products')} />
          {CATEGORY_ITEMS.map(({ key, code }) => {
            const category = byId.get(code);
            const href = categoryHref(category ?? { id: code });
            const links = subLinks(category);
            return links.length ? (
              <NavDropdown key={key} label={t(key)} href={href} links={links} menuLabel={t('openMenu', { name: t(key) })} />
            ) : (
              <NavItem key={key} href={href} label={t(key)} />
            );
          })}
          <NavDropdown label={t('news')} links={news} menuLabel={t('openMenu', { name: t('news') })} />
          <NavItem href="/gallery" label={t('gallery')} />
          <NavDropdown label={t('experimentalData')} links={experimentalData} menuLabel={t('openMenu', { name: t('experimentalData') })} />
          <NavDropdown label={t('contactUs')} href="/contact-us" links={contact} menuLabel={t('openMenu', { name: t('contactUs') })} />
        </Box>
      </Container>
    </Box>
  );
}
