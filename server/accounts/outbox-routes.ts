/**
 * The newest outbox message of a recipient, for browser journeys that must read a verification
 * code. Mounted only when EXPOSE_OUTBOX=1: anyone who can call it can log in as anyone, so it
 * never runs in production.
 */
import { desc, eq } from 'drizzle-orm';
import { outboundMessages } from '../db/schema';
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { normaliseEmail, normaliseMobile, OutboxMessage, OutboxRequest } from '../../contract/accounts';
import { outboxApi } from '../../contract/operations/accounts';

export const outboxRoutes = [
  defineRoute({
    operation: outboxApi.latest,
    data: OutboxMessage,
    tag: 'Development',
    summary: 'The newest message sent to a recipient (only with EXPOSE_OUTBOX=1; never in production)',
    description:
      'Answers data { channel, recipient, subject, body, createdAt }. The recipient is normalised like the code requests ' +
      '(a mobile number in E.164 form, a lower-cased email address). None yet: code 3.',
    input: OutboxRequest,
    async handler({ recipient }, { db }) {
      const normalised = (recipient.includes('@') ? normaliseEmail(recipient) : normaliseMobile(recipient)) ?? recipient;
      const [message] = await db
        .select({
          channel: outboundMessages.channel,
          recipient: outboundMessages.recipient,
          subject: outboundMessages.subject,
          body: outboundMessages.body,
          createdAt: outboundMessages.createdAt,
        })
        .from(outboundMessages)
        .where(eq(outboundMessages.recipient, normalised))
        .orderBy(desc(outboundMessages.id))
        .limit(1);
      if (!message) throw new ApiFailure(CODE.notFound, `recipient: no message for ${normalised} yet`);
      return ok({ ...message, createdAt: message.createdAt.toISOString() });
    },
  }),
];
