import { useSyncExternalStore } from 'react';
import { createPageStore } from '@/components/common/page-store';
import { CUSTOMER_HINT_ATTRIBUTE } from '@/lib/account/customer-hint';
import type { Customer } from './use-customer';

/**
 * The customer the session answer named, for the header's account corner: a small store in the
 * page's first load, written by the session watcher that loads once the page is idle
 * (session-watch.tsx). The corner reads it instead of the session hook itself, so its guest
 * links stay the same elements when the answer says "guest": a keyboard user's focus stays on
 * them (docs/islands.md).
 */
const known = createPageStore<Customer | null>(null);

/** The customer, or null for a guest and until the session has answered. */
export function useKnownCustomer(): Customer | null {
  return useSyncExternalStore(known.subscribe, known.get, () => null);
}

/** Tells the corner who is logged in (null: a guest, whose guest links the hint hid until now). */
export function publishCustomer(customer: Customer | null): void {
  if (!customer) document.documentElement.removeAttribute(CUSTOMER_HINT_ATTRIBUTE);
  known.set(customer);
}

const hinted = () => document.documentElement.hasAttribute(CUSTOMER_HINT_ATTRIBUTE);
const unchanging = () => () => undefined;

/**
 * Whether the page's first script saw the logged-in hint (lib/account/customer-hint.ts): then the
 * corner asks for the session at once rather than when the page is idle. False on the server.
 */
export function useCustomerHinted(): boolean {
  return useSyncExternalStore(unchanging, hinted, () => false);
}
