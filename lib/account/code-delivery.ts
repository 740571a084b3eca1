/**
 * What the login and register pages tell the demo's visitors when codes do not leave the shop
 * (contract/accounts.ts CodeDelivery): which channels only write their codes to the API log.
 */
import type { CodeDelivery } from '@/contract/accounts';

export type CodeHintKey = 'codesInLogBoth' | 'codesInLogMobile' | 'codesInLogEmail';

/** The message key of the hint, or null when every channel sends codes out. */
export function codeHintKey(delivery: CodeDelivery): CodeHintKey | null {
  if (!delivery.email && !delivery.mobile) return 'codesInLogBoth';
  if (!delivery.mobile) return 'codesInLogMobile';
  if (!delivery.email) return 'codesInLogEmail';
  return null;
}
