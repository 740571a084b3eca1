/** The API's configuration, validated once at start-up (docs/architecture.md §6). */
import path from 'node:path';
import { z } from 'zod';
import { findCjkFont } from './fonts/cjk-font';
import type { ApiSettings } from './settings';

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  /** redis://… where every API instance shares its rate limits and search caches; without it, the database and memory. */
  REDIS_URL: z.url().optional(),
  /** Goods in the demo catalogue seeded into an empty database; 0 skips seeding. */
  SEED_GOODS: z.coerce.number().int().min(0).default(3000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** smtp(s)://user:pass@host:port; without it mail goes to the outbox table and the log. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Lab Supplier <no-reply@labshop.local>'),
  SALES_EMAIL: z.email().optional(),
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  INQUIRY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  CODES_PER_HOUR: z.coerce.number().int().min(1).default(5),
  CODES_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  PASSWORD_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).default(30),
  /** 1 mounts GET /dev/outbox/latest so browser journeys can read verification codes; never in production. */
  EXPOSE_OUTBOX: z
    .enum(['', '0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /** Proxies in front of the storefront; 0 trusts none (docs/architecture.md §4 security). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Strict-Transport-Security max-age in seconds; 0 (default) sends none. Set only behind HTTPS. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  /** Bearer token of the staff endpoints; without it one is generated into DATA_DIR/staff-token. */
  STAFF_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** The storefront's public origin: the staff console's invitation links start with it (docs/product.md §6.1). */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** A CJK font for the Chinese PDFs (`path` or `path#PostScriptName`); either name, COA_CJK_FONT first. */
  COA_CJK_FONT: z.string().optional(),
  DATASHEET_CJK_FONT: z.string().optional(),
});

export type ApiEnv = z.infer<typeof envSchema> & { dataDir: string };

/** The routes' settings from the environment. */
export function settingsFrom(env: ApiEnv): ApiSettings {
  return {
    salesEmail: env.SALES_EMAIL,
    inquiryRateLimit: { limit: env.INQUIRY_RATE_LIMIT, windowSeconds: env.INQUIRY_RATE_WINDOW_SECONDS },
    codesPerHour: env.CODES_PER_HOUR,
    codesPerClientPerHour: env.CODES_PER_CLIENT_PER_HOUR,
    passwordFailuresPerClient: env.PASSWORD_FAILURES_PER_CLIENT,
    exposeOutbox: env.EXPOSE_OUTBOX,
    staffToken: env.STAFF_TOKEN,
    siteUrl: env.SITE_URL,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    hstsMaxAge: env.HSTS_MAX_AGE,
    // There is no SMS gateway: mobile codes stay in the outbox and the API log.
    codeDelivery: { email: env.SMTP_URL !== undefined, mobile: false },
    cjkFont: findCjkFont(env.COA_CJK_FONT || env.DATASHEET_CJK_FONT),
  };
}

export function readEnv(source: Readonly<Record<string, string | undefined>> = process.env): ApiEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
