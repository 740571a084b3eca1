/**
 * What the browser sends to POST /api/session (docs/architecture.md §4): which login call to make, that
 * call's own fields, and the guest's device data to merge into the account once logged in.
 * The BFF checks shape and size only; the API judges the credentials themselves.
 */
import { z } from 'zod';
import { GUEST_LIMITS, type GuestData } from './guest-data';
import { LOGIN_OPERATIONS, type LoginMethod } from '@/lib/api/login-paths';

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .optional();
// Passwords are taken as typed: a space may be part of one.
const secret = (max: number) =>
  z
    .string({ error: 'must be text' })
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });
const id = () => z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' });

const guestSchema: z.ZodType<GuestData> = z.object({
  inquiryList: z
    .array(
      z.object({
        id: id().min(1, { error: 'must be at least 1' }),
        skuId: id().min(0, { error: 'must not be negative' }).optional(),
        quantity: id().min(1, { error: 'must be at least 1' }).max(9999, { error: 'must be at most 9999' }),
      }),
    )
    .max(GUEST_LIMITS.inquiryList, { error: `must have at most ${GUEST_LIMITS.inquiryList} lines` })
    .optional(),
  footprints: z
    .array(
      z.object({
        goodsId: id().min(1, { error: 'must be at least 1' }),
        viewedAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
      }),
    )
    .max(GUEST_LIMITS.footprints, { error: `must have at most ${GUEST_LIMITS.footprints} items` })
    .optional(),
  searches: z
    .array(text(100))
    .max(GUEST_LIMITS.searches, { error: `must have at most ${GUEST_LIMITS.searches} terms` })
    .optional(),
  compare: z
    .array(id().min(1, { error: 'must be at least 1' }))
    .max(GUEST_LIMITS.compare, { error: `must have at most ${GUEST_LIMITS.compare} goods` })
    .optional(),
});

const withGuest = { guest: guestSchema.optional() };

const sessionRequestSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('mobile'), mobile: text(32), code: text(16), ...withGuest }),
    z.object({ method: z.literal('email'), email: text(254), code: text(16), ...withGuest }),
    z.object({ method: z.literal('password'), account: text(254), password: secret(128), ...withGuest }),
    z.object({
      method: z.literal('register'),
      account: text(254),
      code: text(16),
      password: secret(128),
      confirmPassword: secret(128),
      userName: text(100),
      companyName: optionalText(200),
      ...withGuest,
    }),
  ],
  { error: `must be one of ${Object.keys(LOGIN_OPERATIONS).join(', ')}` },
);

export interface LoginCall {
  method: LoginMethod;
  operation: (typeof LOGIN_OPERATIONS)[LoginMethod];
  /** Exactly the fields of the API call (docs/product.md §7.1), nothing of the guest data. */
  params: Record<string, string>;
  guest: GuestData;
}

export type ParsedSessionRequest = { ok: true; call: LoginCall } | { ok: false; msg: string };

/** "email: must not be empty; guest.inquiryList.0.quantity: must be at least 1" — every message names its field. */
function describe(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'input'}: ${issue.message}`)
    .join('; ');
}

export function parseSessionRequest(body: unknown): ParsedSessionRequest {
  const parsed = sessionRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, msg: describe(parsed.error.issues) };
  const { method, guest, ...fields } = parsed.data;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) params[key] = value;
  return { ok: true, call: { method, operation: LOGIN_OPERATIONS[method], params, guest: guest ?? {} } };
}
