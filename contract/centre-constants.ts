/**
 * The personal centre's fixed vocabularies (docs/product.md §10), apart from the zod schemas so
 * islands can read them without bringing zod into the page (docs/islands.md).
 */

/** What a message of the message centre is about. */
export const MESSAGE_KINDS = ['order', 'afterSales', 'inquiry', 'system'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Ordinary invoice, or a VAT special invoice (增值税专用发票). */
export const INVOICE_TYPES = ['ordinary', 'special'] as const;

export const INVOICE_STATES = ['pending', 'issued', 'rejected'] as const;

export const LEDGER_KINDS = ['invoice', 'payment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Invoice-request limits the form and the API both check. */
export const INVOICE_LIMITS = { titleMax: 100, taxNumberMin: 15, taxNumberMax: 20, orderNoMax: 40, amountMax: 10_000_000 } as const;

/** Service records of the personal centre; the states of each kind are in docs/product.md §10.5. */
export const SERVICE_KINDS = ['experiment', 'scan', 'grinder'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** The stages of an experiment project, in order. */
export const EXPERIMENT_STAGES = ['received', 'design', 'experiment', 'analysis', 'report'] as const;

/**
 * Customer levels by completed spending (payments received, CNY), lowest first (docs/product.md §10.4).
 * `discount` is the percentage every order of the level takes off its subtotal (docs/product.md
 * §11.4); /user-level promises it beside the benefits every level has (userLevel.benefits messages).
 */
export const CUSTOMER_LEVELS = [
  { key: 'standard', threshold: 0, discount: 0 },
  { key: 'silver', threshold: 10_000, discount: 2 },
  { key: 'gold', threshold: 50_000, discount: 5 },
  { key: 'platinum', threshold: 200_000, discount: 8 },
] as const;
export type LevelKey = (typeof CUSTOMER_LEVELS)[number]['key'];
export const LEVEL_KEYS = ['standard', 'silver', 'gold', 'platinum'] as const satisfies readonly LevelKey[];
