import { permanentRedirect } from 'next/navigation';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { CONTACT_PATH } from '@/lib/company/company-routes';

type Props = PageProps<'/[locale]/contact-us'>;

/** docs/product.md §2.2: /contact-us leads to /connectionUs, in the same language. */
export default async function ContactUsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  permanentRedirect(localePath(locale, CONTACT_PATH));
}
