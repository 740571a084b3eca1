/**
 * The staff's side of trials and the points mall for journeys (docs/product.md §2.10, §2.11):
 * award a completed order's points and answer exchanges and applications with the throwaway
 * staff token of playwright.config.ts.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { API_BASE } from './api';
import { STAFF_TOKEN } from './staff';

const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`${API_BASE}${path}`, { data, headers: staff });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

export function completeOrder(request: APIRequestContext, customerId: string, orderNo: string, amountCny: number) {
  return post<{ awarded: number; balance: number }>(request, '/staff/points/order-completed', { customerId: Number(customerId), orderNo, amountCny });
}

export function answerExchange(request: APIRequestContext, id: number, decision: 'approve' | 'reject') {
  return post<{ status: string }>(request, '/staff/exchanges/answer', { id, decision });
}
