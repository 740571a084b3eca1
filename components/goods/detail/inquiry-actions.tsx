'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useInquiryDialog } from '@/components/inquiry/inquiry-provider';
import { useHydrated } from '@/components/inquiry/use-hydrated';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useNotice } from '@/components/common/notices';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import styles from './inquiry-actions.module.css';

interface SkuChoice {
  id: number;
  desc: string;
}

export interface InquiryActionsProps {
  goodsId: number;
  skus: readonly SkuChoice[];
  /** Shown in the inquiry dialog, so the visitor sees what is asked about. */
  title?: string;
  itemno?: string;
  /** false for an item no longer sold (docs/product.md §4): it only offers 'Ask for an alternative'. */
  sellable?: boolean;
}

/**
 * The SKU choice and the two inquiry buttons: 'Add to inquiry list' adds one piece of the
 * chosen SKU (docs/product.md §5), 'Inquire now' opens the inquiry dialog about it, quantity 1.
 * An item no longer sold has neither: 'Ask for an alternative' opens the dialog naming it.
 */
export function InquiryActions({ goodsId, skus, title, itemno, sellable = true }: InquiryActionsProps) {
  const t = useTranslations('goods');
  const alternative = useTranslations('availability');
  const [skuId, setSkuId] = useState<number | null>(skus[0]?.id ?? null);
  const [adding, setAdding] = useState(false);
  const tRoot = useTranslations();
  const locale = usePageLocale();
  const notify = useNotice();
  const { openInquiry } = useInquiryDialog();
  const hydrated = useHydrated();
  const labelId = `sku-choice-${goodsId}`;
  const data = { 'data-goods-id': String(goodsId), ...(skuId === null ? {} : { 'data-sku-id': String(skuId) }) };
  const chosenSku = skuId ?? 0;

  const addToList = async () => {
    setAdding(true);
    try {
      // The list's code (the session, SWR, the BFF client) loads with the first click (docs/islands.md).
      const { addToInquiryList } = await import('@/components/inquiry-list/add-inquiry-line');
      await addToInquiryList({ id: goodsId, skuId: chosenSku }, { locale, notify, t: tRoot });
    } catch {
      notify({ severity: 'error', message: tRoot('common.networkError') }); // the code did not load
    } finally {
      setAdding(false);
    }
  };
  const inquireNow = () => {
    const skuDesc = skus.find((sku) => sku.id === skuId)?.desc ?? null;
    openInquiry({ goods: [{ goodsId, skuId: chosenSku, quantity: 1, title, itemno, skuDesc }] });
  };
  if (!sellable) {
    return (
      <div className={styles.buttons}>
        <button type="button" disabled={!hydrated} onClick={inquireNow} data-action="ask-alternative" {...data} className={cx(button.base, button.contained)}>
          {alternative('askAlternative')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      {skus.length > 1 ? (
        <div>
          <p id={labelId} className={styles.label}>
            {t('skuChoice')}
          </p>
          <div role="group" aria-labelledby={labelId} className={styles.choices}>
            {skus.map((sku) => (
              <button key={sku.id} type="button" aria-pressed={sku.id === skuId} onClick={() => setSkuId(sku.id)} className={styles.choice}>
                {sku.desc}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <div className={styles.buttons}>
        <button
          type="button"
          disabled={!hydrated || adding}
          aria-busy={adding}
          onClick={addToList}
          data-action="add-to-inquiry"
          {...data}
          className={cx(button.base, button.outlined)}
        >
          {t('addToInquiry')}
        </button>
        <button type="button" disabled={!hydrated} onClick={inquireNow} data-action="inquire-now" {...data} className={cx(button.base, button.contained)}>
          {t('inquireNow')}
        </button>
      </div>
    </div>
  );
}
