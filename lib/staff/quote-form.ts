/**
 * The console's quote form (docs/product.md §6.1) read into the API's lines: one row per goods line
 * of the inquiry, numbered from 0. An empty quantity or price is left out, so the API uses the
 * inquiry's quantity and the pricing rule's net price (the one price rule, contract/pricing.ts);
 * anything else goes as typed and the API's refusal names the line.
 */
const MAX_FORM_LINES = 50;

export interface QuoteFormLine {
  goodsId: number | string;
  skuId: number | string;
  quantity?: number | string;
  /** Not a number: NaN, which goes as null and the API refuses naming the line. */
  unitPrice?: number;
}

const asNumber = (value: string): number | string => (/^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

export function quoteLinesOf(field: (name: string) => string): QuoteFormLine[] {
  const lines: QuoteFormLine[] = [];
  for (let index = 0; index < MAX_FORM_LINES && field(`goodsId.${index}`) !== ''; index += 1) {
    const quantity = field(`quantity.${index}`).trim();
    const unitPrice = field(`unitPrice.${index}`).trim();
    lines.push({
      goodsId: asNumber(field(`goodsId.${index}`)),
      skuId: asNumber(field(`skuId.${index}`)),
      ...(quantity ? { quantity: asNumber(quantity) } : {}),
      ...(unitPrice ? { unitPrice: Number(unitPrice) } : {}),
    });
  }
  return lines;
}
