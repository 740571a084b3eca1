/**
 * Run-time settings the routes need beyond the database: where sales notifications go and the
 * configurable limits (docs/architecture.md §6: tests that load the system raise them by configuration).
 */
import type { CjkFont } from './fonts/cjk-font';

export interface ApiSettings {
  /** Who is told of each new inquiry; none → the notification is only logged in the outbox. */
  salesEmail: string | undefined;
  /** Inquiries one client (visitor address) may submit per window. */
  inquiryRateLimit: { limit: number; windowSeconds: number };
  /** Verification codes per address per hour (one per minute is fixed). */
  codesPerHour: number;
  /** Verification-code requests one client (visitor address) may make per hour, whatever the addresses. */
  codesPerClientPerHour: number;
  /** Failed password logins one client may make per 15 minutes, across every account. */
  passwordFailuresPerClient: number;
  /** GET /dev/outbox/latest is mounted (browser journeys read codes there); never in production. */
  exposeOutbox: boolean;
  /** The storefront's public origin (SITE_URL): links in the mail the API sends, a quote's and a staff invitation's. */
  siteUrl: string;
  /** Bearer token of `/staff/*` (STAFF_TOKEN, else generated into DATA_DIR/staff-token); none → nobody gets in. */
  staffToken: string | undefined;
  /** Proxies in front of the storefront whose X-Forwarded-For entries are trusted (TRUST_PROXY_HOPS). */
  trustProxyHops: number;
  /** Strict-Transport-Security max-age in seconds (HSTS_MAX_AGE); 0 sends none. */
  hstsMaxAge: number;
  /** Which channels send codes out: email with SMTP_URL; mobile never yet (no SMS gateway). */
  codeDelivery: { email: boolean; mobile: boolean };
  /**
   * The font of Chinese certificates and datasheets (COA_CJK_FONT / DATASHEET_CJK_FONT, server/env.ts);
   * null writes them in English; undefined (tests) looks for an installed one.
   */
  cjkFont?: CjkFont | null;
}

export const DEFAULT_SETTINGS: ApiSettings = {
  salesEmail: undefined,
  inquiryRateLimit: { limit: 20, windowSeconds: 600 },
  codesPerHour: 5,
  codesPerClientPerHour: 20,
  passwordFailuresPerClient: 30,
  exposeOutbox: false,
  siteUrl: 'http://localhost:3000',
  staffToken: undefined,
  trustProxyHops: 0,
  hstsMaxAge: 0,
  codeDelivery: { email: false, mobile: false },
};
