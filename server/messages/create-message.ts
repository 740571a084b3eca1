/**
 * The one way a message reaches a customer's message centre (docs/product.md §10.1): order status
 * changes, after-sales answers and inquiry answers call this with both languages' words, so each
 * locale shows its own.
 */
import type { Db } from '../db/client';
import { customerMessages } from '../db/schema';
import type { MessageKind } from '../../contract/centre-constants';

export interface Bilingual {
  en: string;
  zh: string;
}

export interface NewCustomerMessage {
  customerId: number;
  kind: MessageKind;
  subject: Bilingual;
  body: Bilingual;
  /** A storefront path such as /my-order, without the locale prefix. */
  link?: string | null;
  /** Seeders and tests date their messages; live callers leave it out. */
  createdAt?: Date;
}

/** Stores the message unread and answers its id. Works inside a transaction (pass the tx). */
export async function createCustomerMessage(db: Db, message: NewCustomerMessage): Promise<number> {
  const [row] = await db
    .insert(customerMessages)
    .values({
      userId: message.customerId,
      kind: message.kind,
      subjectEn: message.subject.en,
      subjectZh: message.subject.zh,
      bodyEn: message.body.en,
      bodyZh: message.body.zh,
      link: message.link ?? null,
      ...(message.createdAt ? { createdAt: message.createdAt } : {}),
    })
    .returning({ id: customerMessages.id });
  if (!row) throw new Error('message not stored');
  return row.id;
}
