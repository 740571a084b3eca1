import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { AccountForm } from '@/components/uploads/account-form';
import { IslandMessages } from '@/components/ui/island-messages';
import { fallback } from '@/lib/api/fallback';
import { getProfile } from '@/lib/api/feedback';
import { openPersonalPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/account-information'>;

const PATH = '/account-information';

export const generateMetadata = personalMetadata('uploads', { title: 'accountTitle' });

/** Nickname, company and avatar (docs/product.md §14); gated (docs/product.md §6). */
export default async function AccountInformationPage({ params }: Props) {
  const { locale, customer, login } = await openPersonalPage({ params }, PATH);
  const [t, profile] = await Promise.all([getTranslations('uploads'), fallback(getProfile(customer.token, locale), login)]);
  return (
    <CentreFrame section="accountInformation" heading={t('accountTitle')}>
      <IslandMessages paths={['uploads']}>
        <AccountForm nickname={profile.nickname} companyName={profile.companyName} avatarId={profile.avatarId} />
      </IslandMessages>
    </CentreFrame>
  );
}
