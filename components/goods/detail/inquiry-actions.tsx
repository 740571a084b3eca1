'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useInquiryDialog } from '@/components/inquiry/inquiry-provider';
import { useHydrated } from '@/components/inquiry/use-hydrated';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useNotice } from '@/components/common/notices';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { track } from '@/lib/analytics/track';
import { clampQuantity, QUANTITY_MAX, QUANTITY_MIN } from '@/lib/inquiry-list/quantity';
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
 * The SKU choice, the quantity (1–9999) and the two inquiry buttons: 'Add to inquiry list' adds
 * that many of the chosen SKU (docs/product.md §5, merged into its line), 'Inquire now' opens the
 * inquiry dialog about them, where size and quantity can still change. An item no longer sold has
 * neither: 'Ask for an alternative' opens the dialog naming it.
 */
export function InquiryActions({ goodsId, skus, title, itemno, sellable = true }: InquiryActionsProps) {
  const t = useTranslations('goods');
  const alternative = useTranslations('availability');
  const [skuId, setSkuId] = useState<number | null>(skus[0]?.id ?? null);
  const [adding, setAdding] = useState(false);
  const [quantityText, setQuantityText] = useState('1');
  const quantity = clampQuantity(Number(quantityText) || QUANTITY_MIN);
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
      if (await addToInquiryList({ id: goodsId, skuId: chosenSku }, { locale, notify, t: tRoot }, quantity)) {
        track({ name: 'add_to_inquiry_list', item: { id: goodsId, itemno, name: title, quantity } });
      }
    } catch {
      notify({ severity: 'error', message: tRoot('common.networkError') }); // the code did not load
    } finally {
      setAdding(false);
    }
  };
  const inquireNow = () => {
    const skuDesc = skus.find((sku) => sku.id === skuId)?.desc ?? null;
    openInquiry({ goods: [{ goodsId, skuId: chosenSku, quantity: sellable ? quantity : 1, title, itemno, skuDesc, sizes: sellable ? skus : undefined }] });
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
      <label className={styles.quantity}>
        <span className={styles.label}>{t('quantity')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          step={1}
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={() => setQuantityText(String(quantity))}
        />
      </label>
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
