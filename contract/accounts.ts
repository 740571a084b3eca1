/** Accounts: verification codes, registration, login and the account page (docs/product.md §5, §7.1). */
import { z } from 'zod';
import { isoTime, whole } from './envelope';

export const CodeSent = z.object({ expiresInSeconds: whole(), resendInSeconds: whole() });
export type CodeSent = z.infer<typeof CodeSent>;

export const LoginAnswer = z
  .object({ userId: z.string(), token: z.string(), userName: z.string().default(''), companyName: z.string().default('') })
  .meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const AccountOverview = z.object({
  userId: z.string(),
  userName: z.string(),
  companyName: z.string(),
  /** Masked, e.g. 138****8000. */
  mobile: z.string().nullable(),
  /** Masked, e.g. j***@example.com. */
  email: z.string().nullable(),
  createdAt: isoTime(),
  counts: z.object({ favourites: whole(), footprints: whole(), cartLines: whole(), inquiries: whole() }),
});
export type AccountOverview = z.infer<typeof AccountOverview>;

/** The newest outbox message of a recipient (test journeys only). */
export const OutboxMessage = z.object({
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: isoTime(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
