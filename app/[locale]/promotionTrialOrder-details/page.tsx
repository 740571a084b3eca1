import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TrialDetail } from '@/components/trials/trial-detail';
import styles from '@/components/trials/trials.module.css';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { API_CODE, isApiError } from '@/lib/api/errors';
import { fallback } from '@/lib/api/fallback';
import { getTrialApplication } from '@/lib/api/trials';
import { openPersonalPage, returnToDetail } from '@/lib/customer/personal-page';
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
export default async function PromotionTrialOrderDetailsPage(props: Props) {
  const { locale, id, customer, login } = await openPersonalPage(props, returnToDetail('/promotionTrialOrder-details'));
  if (!id) notFound();
  const application = await fallback(
    getTrialApplication(customer.token, id, locale).catch((error: unknown) => {
      if (isApiError(error) && error.code === API_CODE.notFound) notFound();
      throw error;
    }),
    login,
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
