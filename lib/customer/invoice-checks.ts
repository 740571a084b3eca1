/**
 * The invoice-request form's checks in the browser (docs/product.md §10.2), the same rules the API
 * applies (contract/wallet.ts), written without zod for the island. Each answers the field's problem or null.
 */
import { INVOICE_LIMITS, INVOICE_TYPES } from '@/contract/centre-constants';
import { isEmail } from '@/contract/rules';

export type InvoiceField = 'orderNo' | 'amount' | 'title' | 'taxNumber' | 'type' | 'email';
export type InvoiceValues = Record<InvoiceField, string>;

/** Whether the chosen type is one an invoice request may have. */
export const isInvoiceRequestType = (value: string): value is (typeof INVOICE_TYPES)[number] => INVOICE_TYPES.some((type) => type === value);

/** The CNY amount the amount field gives (above 0, at most 2 decimals, within the limit), else null. */
export function invoiceAmount(text: string): number | null {
  const amountText = text.trim();
  const amount = Number(amountText);
  return /^\d+(\.\d{1,2})?$/.test(amountText) && amount > 0 && amount <= INVOICE_LIMITS.amountMax ? amount : null;
}

export function invoiceProblems(values: InvoiceValues): InvoiceField[] {
  const problems: InvoiceField[] = [];
  const orderNo = values.orderNo.trim();
  if (!orderNo || orderNo.length > INVOICE_LIMITS.orderNoMax || !/^[A-Za-z0-9-]+$/.test(orderNo)) problems.push('orderNo');
  if (invoiceAmount(values.amount) === null) problems.push('amount');
  const title = values.title.trim();
  if (!title || title.length > INVOICE_LIMITS.titleMax) problems.push('title');
  const taxNumber = values.taxNumber.trim().toUpperCase();
  if (!new RegExp(`^[0-9A-Z]{${INVOICE_LIMITS.taxNumberMin},${INVOICE_LIMITS.taxNumberMax}}$`).test(taxNumber)) problems.push('taxNumber');
  if (!isInvoiceRequestType(values.type)) problems.push('type');
  if (!isEmail(values.email.trim().toLowerCase())) problems.push('email');
  return problems;
}

/**
 * What the API refused in a form that passed these checks (docs/product.md §10.2): an order number
 * that is not one of the customer's orders, or more than is left to invoice of it (`left` in CNY,
 * 0 when nothing is). Read from the field the envelope's msg names; null for anything else.
 */
export type InvoiceRefusal = { field: 'orderNo' } | { field: 'amount'; left: number | null };

export function invoiceRefusal(code: number, msg: string): InvoiceRefusal | null {
  if (code !== 400) return null;
  if (msg.startsWith('orderNo:')) return { field: 'orderNo' };
  if (!msg.startsWith('amount:')) return null;
  const left = /at most (\d+(?:\.\d{1,2})?) CNY/.exec(msg)?.[1];
  return { field: 'amount', left: left === undefined ? null : Number(left) };
}
