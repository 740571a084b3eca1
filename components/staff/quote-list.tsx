/**
 * An inquiry's quotes on its console page (docs/product.md §6.1): newest first, each with who sent
 * it, its state now, its validity, its lines and total in yuan (what a quote is priced in) and,
 * once accepted, its order.
 */
import type { Quote } from '@/contract/quotes';
import styles from '@/app/staff/console.module.css';

export interface QuoteListTexts {
  empty: string;
  heading: (id: number) => string;
  sentBy: (name: string, at: string) => string;
  team: string;
  validUntil: (at: string) => string;
  total: string;
  order: (orderNo: string) => string;
  states: Record<Quote['state'], string>;
}

export function QuoteList({
  quotes,
  texts,
  when,
  yuan,
}: {
  quotes: Quote[];
  texts: QuoteListTexts;
  when: (iso: string) => string;
  yuan: (cny: number) => string;
}) {
  if (!quotes.length) return <p>{texts.empty}</p>;
  return (
    <ol className={styles.thread}>
      {quotes.map((quote) => (
        <li key={quote.id} data-quote={quote.id}>
          <strong>{texts.heading(quote.id)}</strong> · {texts.states[quote.state]}
          {quote.orderNo ? <> · {texts.order(quote.orderNo)}</> : null}
          <p>
            {texts.sentBy(quote.staffName ?? texts.team, when(quote.createdAt))} · {texts.validUntil(when(quote.validUntil))}
          </p>
          <ul>
            {quote.lines.map((line) => (
              <li key={`${line.goodsId}-${line.skuId}`}>
                {line.itemno} {line.skuDesc ?? ''} × {line.quantity} · {yuan(line.unitPrice)}
              </li>
            ))}
          </ul>
          <p>
            {texts.total}: {yuan(quote.totalAmount)}
          </p>
          {quote.note ? <p className={styles.message}>{quote.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
