'use client';
/**
 * The header's account corner. The header is rendered on the server and cached for everyone,
 * so this island renders the guest links there; once the page is idle it loads the session
 * watcher, and switches to the customer's menu when the session names one, inside a box of
 * reserved width so nothing around it moves. The guest links are never rendered afresh for a
 * guest, so focus on them survives the answer. A logged-in customer's page is marked before its
 * first paint (lib/account/customer-hint.ts): the guest links stay invisible, and the session is
 * asked for at once, so 'Log in / Register' never flashes for a customer. The session client (SWR) stays out of the page's
 * first load, and guests, most of the shop's visitors, never download the customer's menu
 * (docs/islands.md).
 */
import dynamic from 'next/dynamic';
import { useAfterIdle } from '@/components/common/use-after-idle';
import { GuestLinks } from './guest-links';
import { useCustomerHinted, useKnownCustomer } from './known-customer';
import styles from './account-menu.module.css';

const SessionWatch = dynamic(() => import('./session-watch').then((module) => module.SessionWatch), { ssr: false });
const CustomerMenu = dynamic(() => import('./customer-menu').then((module) => module.CustomerMenu), { ssr: false });

export function AccountMenu() {
  const idle = useAfterIdle();
  const hinted = useCustomerHinted();
  const customer = useKnownCustomer();
  return (
    <div className={styles.corner}>
      {customer ? <CustomerMenu customer={customer} /> : <GuestLinks />}
      {idle || hinted ? <SessionWatch /> : null}
    </div>
  );
}
