import { getTranslations } from 'next-intl/server';
import { EvaluationForm } from '@/components/aftersales/evaluation-form';
import { CentreFrame } from '@/components/customer/centre-frame';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import { getLineEvaluation } from '@/lib/api/evaluations';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { openPersonalPage, returnToDetail } from '@/lib/customer/personal-page';
import { unlessUnknown } from '@/lib/customer/unknown-id';

type Props = PageProps<'/[locale]/modifyEvaluate'>;

export const generateMetadata = personalMetadata('customer', { title: 'myEvaluate', description: 'myEvaluateDescription' });

/** Writes or changes the evaluation of one order line (`?id=` the order line; docs/product.md §12.2). */
export default async function ModifyEvaluatePage(props: Props) {
  const { locale, id, customer } = await openPersonalPage(props, returnToDetail('/modifyEvaluate', '/my-evaluate'));
  const t = await getTranslations('evaluations');
  const line = id ? await unlessUnknown(getLineEvaluation(customer.token, id, locale)) : null;
  return (
    <CentreFrame section="myEvaluate" heading={t('modifyTitle')}>
      {line ? (
        <>
          <p>
            {line.title} ({line.itemno}) · {line.skuDesc} · {t('orderNo', { orderNo: line.orderNo })}
          </p>
          <IslandMessages paths={['evaluations']}>
            <EvaluationForm
              orderLineId={line.orderLineId}
              draft={line.evaluation ? { rating: line.evaluation.rating, content: line.evaluation.content, anonymous: line.evaluation.anonymous } : null}
            />
          </IslandMessages>
        </>
      ) : (
        <p>{t('notFound')}</p>
      )}
      <p>
        <LocaleLink href="/my-evaluate">{t('backToList')}</LocaleLink>
      </p>
    </CentreFrame>
  );
}
