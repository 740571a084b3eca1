import { getTranslations } from 'next-intl/server';
import { organizationJsonLd, serializeJsonLd } from '@/lib/structured-data';
import { siteUrl } from '@/lib/site';

const LOGO_PATH = '/favicon.svg';

/** schema.org Organization for the home page, in the page's language. */
export async function OrganizationJsonLd() {
  const t = await getTranslations('meta');
  const data = organizationJsonLd(t('siteName'), siteUrl(), LOGO_PATH);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
