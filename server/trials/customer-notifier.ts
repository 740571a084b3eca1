/**
 * How an answer of the staff reaches the customer's message centre (docs/product.md §2.10, §2.11).
 * The message centre lives in another branch; its `createCustomerMessage(db, message)` takes this
 * very shape. Until it is merged, CENTRE_NOTIFIER does nothing.
 */
import type { Db } from '../db/client';

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

// MERGE (issue 14, message centre): the ONE call site. Replace with
//   { notify: (db, message) => createCustomerMessage(db, message) }
// importing createCustomerMessage from '../messages/create-message'.
export const CENTRE_NOTIFIER: CustomerNotifier = { notify: (db, message) => NO_NOTIFIER.notify(db, message) };
