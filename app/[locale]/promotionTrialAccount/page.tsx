import { getTranslations } from 'next-intl/server';
import { TrialListSection } from '@/components/trials/trial-list-section';
import styles from '@/components/trials/trials.module.css';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getTrialApplications, getTrialCount } from '@/lib/api/trials';
import { openPersonalPage, returnToListPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/promotionTrialAccount'>;

const PATH = '/promotionTrialAccount';
const PAGE_SIZE = 10;

export const generateMetadata = personalMetadata('trials', { title: 'accountTitle', description: 'accountDescription' });

/** The customer's trial applications, from the trial pages (docs/product.md §2.10). Login required. */
export default async function PromotionTrialAccountPage(props: Props) {
  const { locale, page, customer, login } = await openPersonalPage(props, returnToListPage(PATH));
  const [t, applications, counts] = await Promise.all([
    getTranslations('trials'),
    fallback(getTrialApplications(customer.token, { page, limit: PAGE_SIZE }, locale), login),
    fallback(getTrialCount(customer.token, locale), login),
  ]);
  return (
    <Container page>
      <h1 className={text.pageTitle}>{t('accountTitle')}</h1>
      <div className={styles.actions}>
        <LocaleLink href="/promotionTrialList" className={cx(button.base, button.outlined)}>
          {t('browseTrials')}
        </LocaleLink>
      </div>
      <TrialListSection applications={applications} counts={counts} path={PATH} page={page} />
    </Container>
  );
}
