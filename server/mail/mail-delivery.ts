/**
 * The concrete Mailer (docs/product.md §7.1). Every message is first written to outbound_messages, so
 * nothing a customer or the sales team should receive exists only in memory. Email then goes
 * out through nodemailer when SMTP_URL is set; without it the message is logged with its
 * body, so the offline demo shows verification codes in the API log.
 *
 * There is no SMS gateway: messages to mobile numbers stay in the outbox and the log. A
 * gateway would be one more branch here.
 *
 * `send` never throws. A mail failure must not lose an inquiry or a login: the caller has
 * already stored what matters, and a failed delivery is recorded on the outbox row instead.
 */
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';
import { log } from '../log';
import type { Mailer, OutboundMessage } from './mailer';

export interface MailDeliveryOptions {
  /** smtp(s)://user:pass@host:port; none → outbox and log only. */
  smtpUrl: string | undefined;
  /** The From header of every email. */
  from: string;
}

/** Nodemailer waits minutes by default; a request waiting on mail must not. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailDelivery(db: Db, { smtpUrl, from }: MailDeliveryOptions): Mailer {
  const transport = smtpUrl ? createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : undefined;

  async function keep(message: OutboundMessage): Promise<number | undefined> {
    try {
      const [row] = await db
        .insert(outboundMessages)
        .values({ channel: message.channel, recipient: message.recipient, subject: message.subject, body: message.body })
        .returning({ id: outboundMessages.id });
      return row?.id;
    } catch (error) {
      log.error('message not kept in the outbox', { channel: message.channel, recipient: message.recipient, error: String(error) });
      return undefined;
    }
  }

  async function mark(id: number | undefined, outcome: { sentAt: Date } | { error: string }): Promise<void> {
    if (id === undefined) return;
    try {
      await db.update(outboundMessages).set(outcome).where(eq(outboundMessages.id, id));
    } catch (error) {
      log.error('outbox row not updated', { id, error: String(error) });
    }
  }

  return {
    async send(message) {
      const id = await keep(message);
      if (!transport || message.channel !== 'email') {
        log.info('message kept in the outbox (not sent)', {
          outboxId: id,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
        });
        return;
      }
      try {
        // Plain text only: nothing a customer typed can run where it is read.
        await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
        await mark(id, { sentAt: new Date() });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn('mail not delivered; kept in the outbox', { outboxId: id, recipient: message.recipient, subject: message.subject, error: reason });
        await mark(id, { error: reason.slice(0, 1000) });
      }
    },
  };
}
