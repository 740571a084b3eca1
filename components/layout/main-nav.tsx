import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import type { Category } from '@/lib/api/categories';
import { getFeaturedMenus } from '@/lib/api/home';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { COA_PATH } from '@/lib/coa/lab-tools-query';
import { COMPANY_PAGE_PATHS, CONTACT_PATH, DATA_CENTER_PATH, PURCHASE_DETAIL_PATH } from '@/lib/company/company-routes';
import type { Locale } from '@/lib/i18n/locales';
import { imageHost } from '@/lib/site';
import { categoryMegaMenu, productsMegaMenu } from './mega-menu-data';
import { MegaMenuItem } from './mega-menu-item';
import { MegaMenuPanel } from './mega-menu-panel';
import { NavDropdown } from './nav-dropdown';
import { NavItem } from './nav-item';
import { NavLinks, type NavLink } from './nav-links';
import { fallback } from '@/lib/api/fallback';
import styles from './nav.module.css';

/** The category items of the main nav after Products, in docs/product.md §2.4's order. */
const CATEGORY_ITEMS = [
  { key: 'consumables', code: CATEGORY.CONSUMABLES },
  { key: 'antibodies', code: CATEGORY.ANTIBODIES },
  { key: 'instruments', code: CATEGORY.INSTRUMENTS },
  { key: 'cultureMedium', code: CATEGORY.CULTURE_MEDIUM },
] as const;

/**
 * Home, Products, Consumables, Antibodies, Instruments, Culture Medium, News ▾, Gallery,
 * Experimental Data ▾, Contact Us ▾ (docs/product.md §2.4 item 1). Category items point where the
 * routing table of docs/product.md §2.3 sends them and open mega-menus; without the featured menus
 * (API down) they still list the sub-categories of the category tree. Every menu's links are
 * server markup (crawlers follow them); the islands open and close it, and load its featured
 * goods when it first opens (mega-menu-goods.tsx).
 * `drawerExtras` shows at the foot of the phone drawer only.
 */
export async function MainNav({ id, productTree, drawerExtras }: { id: string; productTree: Category[]; drawerExtras: ReactNode }) {
  const t = await getTranslations('nav');
  const tMega = await getTranslations('megaMenu');
  const tHeader = await getTranslations('header');
  const tCompany = await getTranslations('company.links');
  const locale = (await getLocale()) as Locale;
  const featured = await fallback(getFeaturedMenus(locale), { optional: [] });
  const host = imageHost();

  const news: NavLink[] = [
    { label: t('newsCenter'), href: '/event-promotion?code=XWZX' },
    { label: t('eventPromotion'), href: '/event-promotion?code=HDCX' },
    { label: t('catalogues'), href: '/event-promotion?code=catalog' },
  ];
  const experimentalData: NavLink[] = [
    { label: t('experimentalPlans'), href: '/experimentalPlanList?id=TJ' },
    { label: t('dataCenter'), href: DATA_CENTER_PATH },
    { label: t('coaReport'), href: COA_PATH },
  ];
  const contact: NavLink[] = [
    { label: t('contactInfo'), href: CONTACT_PATH },
    { label: tHeader('purchaseInquiry'), href: '/purchase-inquiry' },
    // The contact group's pages (docs/product.md §2.2).
    { label: tCompany('profile'), href: COMPANY_PAGE_PATHS.profile },
    { label: tCompany('distributors'), href: COMPANY_PAGE_PATHS.distributors },
    { label: tCompany('catalog'), href: COMPANY_PAGE_PATHS.catalog },
    { label: tCompany('staining'), href: COMPANY_PAGE_PATHS.staining },
    { label: tCompany('transport'), href: COMPANY_PAGE_PATHS.transport },
    { label: tCompany('purchase'), href: PURCHASE_DETAIL_PATH },
  ];

  const megaItems = [
    {
      key: 'products',
      code: CATEGORY.PRODUCTS,
      label: t('products'),
      href: categoryHref({ id: CATEGORY.PRODUCTS }),
      menu: productsMegaMenu(featured, productTree),
    },
    ...CATEGORY_ITEMS.map(({ key, code }) => ({
      key,
      code,
      label: t(key),
      href: categoryHref(productTree.find((category) => category.id === code) ?? { id: code }),
      menu: categoryMegaMenu(code, featured, productTree),
    })),
  ];

  return (
    <nav id={id} aria-label={t('label')} className={styles.nav}>
      <Container>
        <ul className={styles.list}>
          <NavItem href="/" label={t('home')} />
          {megaItems.map(({ key, code, label, href, menu }) => (
            <MegaMenuItem key={key} label={label} href={href} toggleLabel={tMega('toggle', { name: label })} panelId={`mega-${key}`}>
              <MegaMenuPanel id={`mega-${key}`} code={code} label={label} href={href} menu={menu} imageHost={host} />
            </MegaMenuItem>
          ))}
          <NavDropdown label={t('news')} listId="nav-news">
            <NavLinks links={news} />
          </NavDropdown>
          <NavItem href="/gallery" label={t('gallery')} />
          <NavDropdown label={t('experimentalData')} listId="nav-experimental-data">
            <NavLinks links={experimentalData} />
          </NavDropdown>
          <NavDropdown label={t('contactUs')} href="/contact-us" toggleLabel={t('openMenu', { name: t('contactUs') })} listId="nav-contact">
            <NavLinks links={contact} />
          </NavDropdown>
        </ul>
        <div className={styles.drawerExtras}>{drawerExtras}</div>
      </Container>
    </nav>
  );
}
