import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginPrompt } from '@/components/account/login-prompt';
import { Analytics } from '@/components/analytics/analytics';
import { LatestFootprintsDock } from '@/components/footprints/latest-footprints-dock';
import { InquiryProvider } from '@/components/inquiry/inquiry-provider';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { IslandMessages } from '@/components/ui/island-messages';
import { CUSTOMER_HINT_SCRIPT } from '@/lib/account/customer-hint';
import { analyticsSettings } from '@/lib/analytics/settings.mjs';
import { getCategoryTree } from '@/lib/api/categories';
import { fallback } from '@/lib/api/fallback';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { imageHost, siteUrl } from '@/lib/site';
import '../styles/theme-vars.css';
import '../styles/base.css';
import styles from './layout.module.css';

/**
 * The messages of the client islands the layout renders on every page (docs/islands.md): the
 * header's (search box, inquiry-list badge, account menu, language switch), the inquiry
 * dialog with its notices, the login prompt, latest browsing, the error page, and the
 * mega-menus' featured goods (their cards, badges and heading; the rest of the nav is server
 * markup). Failure texts read 'common' and 'account.failed' (components/common/use-failure-text.ts).
 */
const SHELL_ISLAND_MESSAGES = [
  'common',
  'account.failed',
  'account.menu',
  'inquiryList.link',
  'inquiryList.linkWithCount',
  'inquiry',
  'loginPrompt',
  'latest',
  'language',
  ...['boxLabel', 'placeholder', 'submit', 'suggestionsLabel', 'recentHeading', 'recentHint', 'removeRecent', 'clearRecent', 'clearInput'].map(
    (key) => `search.${key}`,
  ),
  'error',
  'megaMenu.featuredGoods',
  'goods.catNo',
  'badge',
  // The shell's islands (inquiry dialog, account menu, login prompt) say these failures; any other
  // gets its code's general sentence, so every page's HTML does not carry all of them.
  ...['invalid', 'notFound', 'conflict', 'rateLimited', 'loginAgain', 'email', 'mobile', 'country', 'quantity', 'goodsUnavailable'].map(
    (key) => `apiFailure.${key}`,
  ),
];

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5394' };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('homeTitle'), template: `%s | ${t('siteName')}` },
    description: t('homeDescription'),
    applicationName: t('siteName'),
    openGraph: { siteName: t('siteName'), locale: localeInfo[locale].ogLocale, type: 'website' },
    icons: { icon: '/favicon.svg' },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const productTree = await fallback(getCategoryTree(locale as Locale, CATEGORY.PRODUCTS, 2), { optional: [] });
  // docs/product.md §15.6: the banner and tags exist only where analytics is configured.
  const analytics = analyticsSettings();

  return (
    // The hint script may mark <html> before React hydrates it (lib/account/customer-hint.ts).
    <html lang={localeInfo[locale].htmlLang} suppressHydrationWarning>
      <body>
        <script dangerouslySetInnerHTML={{ __html: CUSTOMER_HINT_SCRIPT }} />
        <IslandMessages paths={analytics ? [...SHELL_ISLAND_MESSAGES, 'analytics'] : SHELL_ISLAND_MESSAGES}>
          {/* Before the page, so a navigation's page view is counted before the new page's events. */}
          {analytics ? <Analytics settings={analytics} /> : null}
          <InquiryProvider>
            <div className={styles.page}>
              <SiteHeader productTree={productTree} />
              <main id="main" className={styles.main}>
                {children}
              </main>
              <SiteFooter productTree={productTree} />
            </div>
            <LatestFootprintsDock imageHost={imageHost()} />
            <LoginPrompt />
          </InquiryProvider>
        </IslandMessages>
      </body>
    </html>
  );
}
