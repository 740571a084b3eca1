/** The customer's account with the shop: balance, credit, ledger and invoice requests (docs/product.md §10.2). All amounts in CNY. */
import { z } from 'zod';
import { intField, paging, userIdField } from './fields';
import { isoTime, listPage, whole } from './envelope';
import { emailAddress } from './rules';
import { INVOICE_LIMITS, INVOICE_STATES, INVOICE_TYPES, LEDGER_KINDS } from './centre-constants';

export const AccountInfo = z
  .object({
    currency: z.literal('CNY'),
    /** Payments received minus invoices: negative while money is owed. */
    balance: z.number(),
    creditLimit: z.number(),
    /** Invoices not yet covered by payments (0 when none). */
    amountOwed: z.number(),
    /** Credit still open: the limit minus what is owed, not below 0. */
    availableCredit: z.number(),
    /** The earliest due date of an unpaid invoice, or null. */
    nextDueAt: isoTime().nullable(),
  })
  .meta({ id: 'AccountInfo' });
export type AccountInfo = z.infer<typeof AccountInfo>;

export const LedgerEntry = z
  .object({
    id: whole(),
    kind: z.enum(LEDGER_KINDS),
    amount: z.number(),
    orderNo: z.string(),
    documentNo: z.string(),
    occurredAt: isoTime(),
    dueAt: isoTime().nullable(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export const LedgerPage = listPage(LedgerEntry);

export const InvoiceRequestRow = z
  .object({
    id: whole(),
    orderNo: z.string(),
    amount: z.number(),
    title: z.string(),
    taxNumber: z.string(),
    type: z.enum(INVOICE_TYPES),
    email: z.string(),
    state: z.enum(INVOICE_STATES),
    createdAt: isoTime(),
  })
  .meta({ id: 'InvoiceRequest' });
export type InvoiceRequestRow = z.infer<typeof InvoiceRequestRow>;
export const InvoiceRequestPage = listPage(InvoiceRequestRow);

/** yyyy-mm-dd, a day in the shop's calendar. */
const dayField = (description: string) =>
  z
    .string({ error: 'must be a date (yyyy-mm-dd)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date (yyyy-mm-dd)' })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'must be a real date' })
    .optional()
    .meta({ description, example: '2026-01-31' });

/** The request of /erp/getAccountInfo. */
export const AccountInfoRequest = z.object({ userId: userIdField() });

/** The request of /erp/getDebtDetail. */
export const DebtDetailRequest = z
  .object({
    ...paging(10, 100),
    kind: z.enum(LEDGER_KINDS, { error: 'must be invoice or payment' }).optional().meta({ description: 'Only invoices or only payments', example: 'payment' }),
    from: dayField('First day (inclusive)'),
    to: dayField('Last day (inclusive)'),
    userId: userIdField(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'], error: 'must not be before from' });

/** The request of /erp/invoiceRequest/list. */
export const InvoiceRequestListRequest = z.object({ ...paging(10, 100), userId: userIdField() });

const trimmed = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `must be at most ${max} characters` });

/** The request of /erp/invoiceRequest/submit. */
export const SubmitInvoiceRequest = z.object({
  orderNo: trimmed('please enter the order number', INVOICE_LIMITS.orderNoMax)
    .regex(/^[A-Za-z0-9-]+$/, { error: 'must be letters, digits and dashes' })
    .meta({ description: 'The order number the invoice is for', example: 'SO20260112001' }),
  amount: z.coerce
    .number({ error: 'please enter the amount' })
    .positive({ error: 'must be more than 0' })
    .max(INVOICE_LIMITS.amountMax, { error: `must be at most ${INVOICE_LIMITS.amountMax}` })
    .refine((value) => Math.round(value * 100) === value * 100, { error: 'must have at most 2 decimals' })
    .meta({ description: 'Amount in CNY', example: 1280.5 }),
  title: trimmed('please enter the invoice title', INVOICE_LIMITS.titleMax).meta({ description: 'Invoice title (the company name)', example: 'Chen Lab' }),
  taxNumber: z
    .string({ error: 'please enter the tax number' })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[0-9A-Z]{${INVOICE_LIMITS.taxNumberMin},${INVOICE_LIMITS.taxNumberMax}}$`), {
      error: `must be ${INVOICE_LIMITS.taxNumberMin}–${INVOICE_LIMITS.taxNumberMax} letters and digits`,
    })
    .meta({ description: 'Taxpayer identification number', example: '91310000MA1FL0XX3K' }),
  type: z
    .enum(INVOICE_TYPES, { error: 'must be ordinary or special' })
    .meta({ description: 'ordinary, or special (VAT special invoice)', example: 'ordinary' }),
  email: z
    .string({ error: 'please enter an email address' })
    .transform((value, ctx) => {
      const address = emailAddress(value);
      if (!address) ctx.addIssue({ code: 'custom', message: 'must be an email address' });
      return address ?? '';
    })
    .meta({ description: 'Where the invoice is sent', example: 'finance@example.com' }),
  userId: userIdField(),
});
export type SubmitInvoiceRequest = z.infer<typeof SubmitInvoiceRequest>;

/** The request of /erp/invoiceRequest/cancel. */
export const CancelInvoiceRequest = z.object({
  id: intField()
    .pipe(z.number().min(1, { error: 'must be an invoice request id' }))
    .meta({ description: 'Invoice request id', example: 1 }),
  userId: userIdField(),
});

export const InvoiceCancelled = z.object({ id: whole() });
