import { getFormatter, getTranslations } from 'next-intl/server';
import { TrialApplyForm, type TrialSampleChoice } from '@/components/trials/trial-apply-form';
import { Container } from '@/components/ui/container';
import { cx } from '@/components/ui/class-names';
import { IslandMessages } from '@/components/ui/island-messages';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import styles from '@/components/trials/trials.module.css';
import { fallback } from '@/lib/api/fallback';
import { getCategoryGoods, getGoodsDetail } from '@/lib/api/goods';
import { getTrialApplications } from '@/lib/api/trials';
import { CATEGORY, rootCode } from '@/lib/catalogue/category-codes';
import { openPersonalPage, type PersonalPageUrl } from '@/lib/customer/personal-page';
import { defaultShipping } from '@/lib/customer/default-shipping';
import type { Locale } from '@/lib/i18n/locales';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { idParam } from '@/lib/query-params';
import { nextTrialApplicationAt, TRIAL_INTERVAL_DAYS, TRIAL_MAX_SAMPLES } from '@/contract/trial-rules';

type Props = PageProps<'/[locale]/grinder-apply'>;

/** The trial goods offered as further samples: the first of the trial tree, Cat. No. order. */
const CHOICES = 40;

/** Applications looked at for the latest one that counts (rejected ones do not). */
const RECENT_APPLICATIONS = 10;

/** When the customer may apply again, or null when now (or when the API cannot say). */
async function nextApplicationAt(token: string, locale: Locale): Promise<Date | null> {
  const recent = await fallback(getTrialApplications(token, { page: 1, limit: RECENT_APPLICATIONS }, locale), { optional: { list: [], total: 0 } });
  return nextTrialApplicationAt(recent.list, new Date());
}

/** Back to the application with the goods item chosen on its page. */
function returnToChosenGoods({ query }: PersonalPageUrl): string {
  const goodsId = idParam(query.goods);
  return goodsId ? `/grinder-apply?goods=${goodsId}` : '/grinder-apply';
}

export const generateMetadata = personalMetadata('trials', { title: 'applyTitle', description: 'applyDescription' });

/**
 * The free-trial application (docs/product.md §2.10): the rules as server markup, the form as an
 * island, its shipping fields prefilled from the default receiving address. Login required: a guest goes to log in and comes back with the chosen goods item.
 */
export default async function GrinderApplyPage(props: Props) {
  const { locale, query, customer } = await openPersonalPage(props, returnToChosenGoods);
  const goodsId = idParam(query.goods);
  const [t, format, nextAt, trialGoods, chosenGoods, shipping] = await Promise.all([
    getTranslations('trials'),
    getFormatter(),
    nextApplicationAt(customer.token, locale),
    fallback(getCategoryGoods({ goodsCate: CATEGORY.PROMOTION_TRIAL, page: 1, limit: CHOICES }, locale), { optional: { list: [], total: 0 } }),
    goodsId ? fallback(getGoodsDetail(goodsId, locale), { optional: null }) : Promise.resolve(null),
    defaultShipping(customer.token, locale),
  ]);
  const chosenIsTrial = chosenGoods?.categoryTrail.some((category) => rootCode(category.id) === CATEGORY.PROMOTION_TRIAL) ?? false;
  const choices: TrialSampleChoice[] = [
    ...(chosenGoods && chosenIsTrial ? [{ id: chosenGoods.id, title: chosenGoods.title, itemno: chosenGoods.itemno }] : []),
    ...trialGoods.list.filter((goods) => goods.id !== chosenGoods?.id).map((goods) => ({ id: goods.id, title: goods.title, itemno: goods.itemno })),
  ];
  return (
    <Container page width="md">
      <h1 className={text.pageTitle}>{t('applyTitle')}</h1>
      <ul className={cx(surface.box, styles.rules)} aria-label={t('rulesHeading')}>
        <li>{t('ruleInterval', { days: TRIAL_INTERVAL_DAYS })}</li>
        <li>{t('ruleSamples', { count: TRIAL_MAX_SAMPLES })}</li>
        <li>{t('ruleLaboratory')}</li>
        <li>{t('ruleDuration')}</li>
      </ul>
      {nextAt ? (
        <p className={cx(surface.box, styles.rules)} role="status" data-testid="trial-next-application">
          {t('nextApplication', { days: TRIAL_INTERVAL_DAYS, date: format.dateTime(nextAt, { dateStyle: 'long', timeStyle: 'short' }) })}
        </p>
      ) : null}
      {choices.length ? (
        <IslandMessages paths={['trials']}>
          <TrialApplyForm choices={choices} chosen={chosenGoods && chosenIsTrial ? [chosenGoods.id] : []} shipping={shipping} />
        </IslandMessages>
      ) : (
        <p className={text.secondary}>{t('noTrialGoods')}</p>
      )}
    </Container>
  );
}
