/**
 * A logged-in customer for journeys that are not about logging in: a fresh email address, a
 * login code requested from the API and read from its outbox (EXPOSE_OUTBOX=1), and the same
 * POST /api/session the login form makes, sent from the page's browser context so its cookie
 * lands there.
 */
import { expect, type Page } from '@playwright/test';
import { API_BASE } from './api';

export interface TestCustomer {
  email: string;
  userId: string;
  userName: string;
}

export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function logInByEmail(page: Page, email = freshEmail('customer')): Promise<TestCustomer> {
  const sent = await page.request.post(`${API_BASE}/overseas/login/email/getVerificationCode`, { data: { email } });
  expect((await sent.json()) as { code: number }).toMatchObject({ code: 0 });
  const outbox = await page.request.get(`${API_BASE}/dev/outbox/latest`, { params: { recipient: email } });
  const message = (await outbox.json()) as { code: number; data?: { body: string } };
  const code = /\b(\d{6})\b/.exec(message.data?.body ?? '')?.[1];
  expect(code, `a login code in the outbox for ${email}`).toBeTruthy();

  const login = await page.request.post('/api/session', { data: { method: 'email', email, code } });
  const answer = (await login.json()) as { code: number; msg: string; data?: { userId: string; userName: string } };
  expect(answer, answer.msg).toMatchObject({ code: 0, data: { loggedIn: true } });
  return { email, userId: answer.data?.userId ?? '', userName: answer.data?.userName ?? '' };
}
