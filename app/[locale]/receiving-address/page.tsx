import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { AddressBook } from '@/components/orders/address-book';
import { IslandMessages } from '@/components/ui/island-messages';
import { fallback } from '@/lib/api/fallback';
import { getAddresses } from '@/lib/api/orders';
import { countryName } from '@/lib/company/distributors';
import { openPersonalPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/receiving-address'>;

const PATH = '/receiving-address';
/** The book's texts, and the country selector's (its placeholder, 'No result'). */
const ADDRESS_MESSAGES = ['orders', 'inquiry', 'common'];

export const generateMetadata = personalMetadata('orders', { title: 'receivingAddress', description: 'addressesDescription' });

/** The customer's receiving addresses (docs/product.md §11.1). */
export default async function ReceivingAddressPage({ params }: Props) {
  const { locale, customer, login } = await openPersonalPage({ params }, PATH);
  const t = await getTranslations('orders');
  const addresses = await fallback(getAddresses(customer.token, locale), login);
  return (
    <CentreFrame section="addresses" heading={t('receivingAddress')}>
      <IslandMessages paths={ADDRESS_MESSAGES}>
        <AddressBook addresses={addresses.map((address) => ({ ...address, countryName: countryName(address.country, locale) }))} />
      </IslandMessages>
    </CentreFrame>
  );
}
