import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { AddressBook } from '@/components/orders/address-book';
import { IslandMessages } from '@/components/ui/island-messages';
import { fallback } from '@/lib/api/fallback';
import { getAddresses } from '@/lib/api/orders';
import { countryName } from '@/lib/company/distributors';
import { requireCustomer } from '@/lib/customer/customer-page';
import type { Locale } from '@/lib/i18n/locales';
import { personalPageMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/receiving-address'>;

const PATH = '/receiving-address';
/** The book's texts, and the country selector's (its placeholder, 'No result'). */
const ADDRESS_MESSAGES = ['orders', 'inquiry', 'common'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return personalPageMetadata((await params).locale, 'orders', { title: 'receivingAddress', description: 'addressesDescription' });
}

/** The customer's receiving addresses (docs/product.md §11.1). */
export default async function ReceivingAddressPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const customer = await requireCustomer(locale, PATH);
  const t = await getTranslations('orders');
  const addresses = await fallback(getAddresses(customer.token, locale), { login: PATH, locale });
  return (
    <CentreFrame section="addresses" heading={t('receivingAddress')}>
      <IslandMessages paths={ADDRESS_MESSAGES}>
        <AddressBook addresses={addresses.map((address) => ({ ...address, countryName: countryName(address.country, locale) }))} />
      </IslandMessages>
    </CentreFrame>
  );
}
