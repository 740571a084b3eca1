'use client';
/**
 * Who is logged in, for client islands (docs/architecture.md §4): GET /api/session through SWR, shared by
 * every island on the page. The token never reaches the browser; islands only learn the names.
 * After logging in or out, call `refreshCustomer()` so every island sees the change at once.
 */
import useSWR, { mutate } from 'swr';
import { fetchSessionCustomer, type SessionCustomer } from '@/lib/api/islands/account';

export type Customer = SessionCustomer;

/** The SWR key of the session answer, shared by every island on the page. */
const CUSTOMER_KEY = 'session';

const fetchCustomer = () => fetchSessionCustomer();

export interface CustomerState {
  /** null for a guest; undefined while the first answer is on its way. */
  customer: Customer | null | undefined;
  isLoading: boolean;
}

export function useCustomer(): CustomerState {
  const { data, isLoading } = useSWR(CUSTOMER_KEY, fetchCustomer, { revalidateOnFocus: true, dedupingInterval: 2000 });
  return { customer: data, isLoading };
}

/**
 * Who is logged in, asked of the server now and shared with every island: for an action of an
 * island that does not hold the session itself (the goods page's 'Add to inquiry list').
 */
export async function askCustomer(): Promise<Customer | null> {
  return (await mutate(CUSTOMER_KEY, fetchCustomer(), { revalidate: false })) ?? null;
}

/** Re-reads the session everywhere (after login, logout, or a 401/402). */
export function refreshCustomer(): Promise<unknown> {
  return mutate(CUSTOMER_KEY);
}
