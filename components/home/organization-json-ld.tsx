import { getTranslations } from 'next-intl/server';
import { organizationJsonLd } from '@/lib/structured-data';
import { JsonLdScript } from '@/components/ui/json-ld';
import { siteUrl } from '@/lib/site';

const LOGO_PATH = '/favicon.svg';

/** schema.org Organization for the home page, in the page's language. */
export async function OrganizationJsonLd() {
  const t = await getTranslations('meta');
  const data = organizationJsonLd(t('siteName'), siteUrl(), LOGO_PATH);
  return <JsonLdScript data={data} />;
}
