import { getLocale, getTranslations } from 'next-intl/server';
import { AccountMenu } from '@/components/account/account-menu';
import { InquiryListLink } from '@/components/inquiry-list/inquiry-list-link';
import { HotSearches } from '@/components/search/hot-searches';
import { SearchBox } from '@/components/search/search-box';
import { Container } from '@/components/ui/container';
import type { Category } from '@/lib/api/categories';
import { getHotSearches } from '@/lib/api/content';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';
import { HEADER_PANEL_IDS } from './header-ids';
import { HeaderToggle } from './header-toggles';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { fallback } from '@/lib/api/fallback';
import { StickyHeader } from './sticky-header';
import styles from './site-header.module.css';

/**
 * Top header (docs/product.md §2.4 item 1): logo, search box with hot searches, inquiry links, account,
 * language switch and the 24-hour promise, then the main nav. Below 900 px it folds into one
 * row (logo, search button, inquiry list, menu button): the search row and the menu drawer
 * (nav, account, language, purchase inquiry, promise) open on demand. The DOM order is the
 * phone's reading order; the desktop bar places the same elements with flexbox.
 */
export async function SiteHeader({ productTree }: { productTree: Category[] }) {
  const [t, hotSearches] = await Promise.all([
    getTranslations('header'),
    getLocale().then((locale) => fallback(getHotSearches(locale as Locale), { optional: [] })),
  ]);
  const purchaseInquiry = (
    <LocaleLink href="/purchase-inquiry" className={styles.textLink}>
      {t('purchaseInquiry')}
    </LocaleLink>
  );
  return (
    <StickyHeader>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <Container className={styles.bar}>
        <LocaleLink href="/" aria-label={t('logoAlt')} className={styles.logo}>
          <Logo />
        </LocaleLink>
        <HeaderToggle panel="search" label={t('openSearch')} className={styles.searchToggle} />
        <div id={HEADER_PANEL_IDS.search} className={styles.search}>
          <SearchBox />
          <div className={styles.hotSearches}>
            <HotSearches chips={hotSearches} />
          </div>
        </div>
        <div className={styles.tools}>
          <div className={styles.links}>
            <span className={styles.purchase}>{purchaseInquiry}</span>
            <span className={styles.inquiry}>
              <InquiryListLink />
            </span>
            <HeaderToggle panel="menu" label={t('openMenu')} className={styles.menuToggle} />
            <div className={styles.account}>
              <AccountMenu />
            </div>
            <div className={styles.language}>
              <LanguageSwitch />
            </div>
          </div>
          <p className={styles.promise}>{t('replyPromise')}</p>
        </div>
      </Container>
      <MainNav
        id={HEADER_PANEL_IDS.menu}
        productTree={productTree}
        drawerExtras={
          <>
            {purchaseInquiry}
            <p>{t('replyPromise')}</p>
          </>
        }
      />
    </StickyHeader>
  );
}
