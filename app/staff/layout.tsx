import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localeInfo } from '@/lib/i18n/locales';
import { consoleLocale } from '@/lib/staff/console-locale';
import '../styles/theme-vars.css';
import '../styles/base.css';

/**
 * The staff console's own document (docs/product.md §6.1): outside the shop's locale routing and its
 * header, never indexed (the proxy sends X-Robots-Tag and no-store too), in the language chosen.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await consoleLocale(), namespace: 'staffConsole' });
  return { title: { template: `%s · ${t('title')}`, default: t('title') }, robots: { index: false, follow: false } };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function StaffLayout({ children }: { children: ReactNode }) {
  const locale = await consoleLocale();
  return (
    <html lang={localeInfo[locale].htmlLang}>
      <body>{children}</body>
    </html>
  );
}
