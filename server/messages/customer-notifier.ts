/**
 * How an answer of the staff reaches the customer's message centre (docs/product.md §2.10, §2.11,
 * §10.1): trial and exchange answers are system messages there.
 */
import type { Db } from '../db/client';
import { createCustomerMessage } from './create-message';

/** @internal */
export interface CustomerMessage {
  customerId: number;
  kind: 'trial' | 'exchange';
  subject: { en: string; zh: string };
  body: { en: string; zh: string };
  /** Storefront path the message links to. */
  link?: string;
}

export interface CustomerNotifier {
  /** Called inside the answer's transaction, so the message and the new state are stored together. */
  notify(db: Db, message: CustomerMessage): Promise<void>;
}

export const NO_NOTIFIER: CustomerNotifier = { notify: async () => {} };

export const CENTRE_NOTIFIER: CustomerNotifier = {
  notify: async (db, { customerId, subject, body, link }) => {
    await createCustomerMessage(db, { customerId, kind: 'system', subject, body, link: link ?? null });
  },
};
