/**
 * The console's quote form for one inquiry (docs/product.md §6.1): a row per goods line with a SKU,
 * its quantity and its unit price filled in at the pricing rule's net price (the goods page's),
 * beside the list price that caps it; lines gone off shelf are named and left out. Posts to
 * /staff/inquiry/[id]/quote, read by lib/staff/quote-form.ts.
 */
import { getFormatter, getTranslations } from 'next-intl/server';
import type { InquiryGoodsLine } from '@/contract/inquiries';
import { QUOTE_NOTE_MAX_LENGTH } from '@/contract/quote-rules';
import type { QuoteDraftLine } from '@/contract/staff';
import styles from '@/app/staff/console.module.css';
import { cx } from '@/components/ui/class-names';

/** The quote's default validity: two weeks from today (docs/product.md §6.1). */
const inTwoWeeks = () => new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

interface QuoteFormProps {
  locale: string;
  inquiryId: number;
  goods: readonly InquiryGoodsLine[];
  draft: readonly QuoteDraftLine[];
}

export async function QuoteForm({ locale, inquiryId, goods, draft }: QuoteFormProps) {
  const t = await getTranslations({ locale, namespace: 'staffConsole' });
  const format = await getFormatter({ locale });
  const yuan = (cny: number) => format.number(cny, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 });
  const draftOf = new Map(draft.map((line) => [`${line.goodsId}:${line.skuId}`, line]));
  const priced = goods.flatMap((line) => {
    const prices = draftOf.get(`${line.goodsId}:${line.skuId}`);
    return prices ? [{ ...line, ...prices }] : [];
  });
  const quotable = priced.filter((line) => line.obtainable);
  const offShelf = priced.filter((line) => !line.obtainable).map((line) => line.itemno);

  if (!quotable.length) return <p>{offShelf.length ? t('quote.allOffShelf', { itemnos: offShelf.join(', ') }) : t('quote.nothingQuotable')}</p>;
  return (
    <form className={cx(styles.form, styles.quoteForm)} method="post" action={`/staff/inquiry/${inquiryId}/quote`}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('quote.formCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('inquiry.catNo')}</th>
              <th scope="col">{t('inquiry.sku')}</th>
              <th scope="col">{t('inquiry.quantity')}</th>
              <th scope="col">{t('quote.listPrice')}</th>
              <th scope="col">{t('quote.unitPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {quotable.map((line, index) => (
              <tr key={`${line.goodsId}-${line.skuId}`}>
                <td data-label={t('inquiry.catNo')}>
                  {line.itemno}
                  <input type="hidden" name={`goodsId.${index}`} value={line.goodsId} />
                  <input type="hidden" name={`skuId.${index}`} value={line.skuId} />
                </td>
                <td data-label={t('inquiry.sku')}>{line.skuDesc ?? ''}</td>
                <td data-label={t('inquiry.quantity')}>
                  <input
                    aria-label={t('quote.quantityOf', { itemno: line.itemno })}
                    name={`quantity.${index}`}
                    type="number"
                    min={1}
                    step={1}
                    defaultValue={line.quantity}
                    required
                  />
                </td>
                <td data-label={t('quote.listPrice')} data-list-price>
                  {yuan(line.listPrice)}
                </td>
                <td data-label={t('quote.unitPrice')}>
                  <input
                    aria-label={t('quote.unitPriceOf', { itemno: line.itemno })}
                    name={`unitPrice.${index}`}
                    type="number"
                    min={0}
                    max={line.listPrice}
                    step="0.01"
                    defaultValue={line.netPrice.toFixed(2)}
                    placeholder={t('quote.rulePrice')}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {offShelf.length ? <p className={styles.error}>{t('quote.offShelf', { itemnos: offShelf.join(', ') })}</p> : null}
      <p>{t('quote.priceNote')}</p>
      <label htmlFor="quote-valid-until">{t('quote.validUntil')}</label>
      <input id="quote-valid-until" name="validUntil" type="date" defaultValue={inTwoWeeks()} required />
      <label htmlFor="quote-note">{t('quote.note')}</label>
      <textarea id="quote-note" name="note" maxLength={QUOTE_NOTE_MAX_LENGTH} />
      <button className={styles.primary} type="submit">
        {t('quote.submit')}
      </button>
    </form>
  );
}
