import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TrialDetail } from '@/components/trials/trial-detail';
import styles from '@/components/trials/trials.module.css';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { API_CODE, isApiError } from '@/lib/api/errors';
import { fallback } from '@/lib/api/fallback';
import { getTrialApplication } from '@/lib/api/trials';
import { requireCustomer } from '@/lib/customer/customer-page';
import type { Locale } from '@/lib/i18n/locales';
import { personalPageMetadata } from '@/lib/personal-page-metadata';
import { idParam } from '@/lib/query-params';

type Props = PageProps<'/[locale]/promotionTrialOrder-details'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return personalPageMetadata((await params).locale, 'trials', {
    title: 'detailTitle',
    description: 'detailDescription',
    values: { id: idParam((await searchParams).id) ?? '' },
  });
}

/** One trial application (docs/product.md §2.10); another customer's or an unknown id is a 404. */
export default async function PromotionTrialOrderDetailsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const id = idParam((await searchParams).id);
  const path = id ? `/promotionTrialOrder-details?id=${id}` : '/promotionTrialOrder-details';
  const customer = await requireCustomer(locale, path);
  if (!id) notFound();
  const application = await fallback(
    getTrialApplication(customer.token, id, locale).catch((error: unknown) => {
      if (isApiError(error) && error.code === API_CODE.notFound) notFound();
      throw error;
    }),
    { login: path, locale },
  );
  const t = await getTranslations('trials');
  return (
    <Container page width="md">
      <h1 className={text.pageTitle}>{t('detailTitle', { id })}</h1>
      <TrialDetail application={application} />
      <div className={styles.actions}>
        <LocaleLink href="/promotionTrialAccount">{t('backToList')}</LocaleLink>
      </div>
    </Container>
  );
}
