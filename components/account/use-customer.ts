'use client';
/**
 * Who is logged in, for client islands (docs/architecture.md §4): GET /api/session through SWR, shared by
 * every island on the page. The token never reaches the browser; islands only learn the names.
 * After logging in or out, call `refreshCustomer()` so every island sees the change at once.
 */
import useSWR, { mutate } from 'swr';

export interface Customer {
  userId: string;
  userName: string;
  companyName: string;
}

export const CUSTOMER_KEY = '/api/session';

interface SessionAnswer {
  code: number;
  data?: { loggedIn: boolean; userId?: string; userName?: string; companyName?: string };
}

async function fetchCustomer(url: string): Promise<Customer | null> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) return null;
  const answer = (await response.json()) as SessionAnswer;
  const data = answer.data;
  if (answer.code !== 0 || !data?.loggedIn || !data.userId) return null;
  return { userId: data.userId, userName: data.userName ?? '', companyName: data.companyName ?? '' };
}

export interface CustomerState {
  /** null for a guest; undefined while the first answer is on its way. */
  customer: Customer | null | undefined;
  isLoading: boolean;
}

export function useCustomer(): CustomerState {
  const { data, isLoading } = useSWR(CUSTOMER_KEY, fetchCustomer, { revalidateOnFocus: true, dedupingInterval: 2000 });
  return { customer: data, isLoading };
}

/** Re-reads the session everywhere (after login, logout, or a 401/402). */
export function refreshCustomer(): Promise<unknown> {
  return mutate(CUSTOMER_KEY);
}
