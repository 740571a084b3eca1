/**
 * Customer accounts as journeys need them: fresh addresses per run, and the verification codes
 * the API wrote to its outbox (mounted because playwright.config.ts sets EXPOSE_OUTBOX=1).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OutboxMessage } from '../../contract/accounts';
import { API_BASE } from './api';

let counter = 0;

/** Unique per test run and worker, so reruns never meet an account made earlier. */
function uniquePart(): string {
  counter += 1;
  return `${Date.now().toString().slice(-7)}${process.pid % 100}${counter}`;
}

export function uniqueEmail(): string {
  return `e2e-${uniquePart()}@example.com`;
}

/** An 11-digit number, as a Chinese mobile number has. */
export function uniqueMobile(): string {
  return `13${uniquePart()}`.slice(0, 11).padEnd(11, '0');
}

/** The code of the newest message to `recipient` sent after `since` (waits for it to arrive). */
export async function latestCode(request: APIRequestContext, recipient: string, since = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_BASE}/dev/outbox/latest`, { params: { recipient } });
        const envelope = (await response.json()) as { code: number; data?: OutboxMessage };
        if (envelope.code !== 0 || !envelope.data || Date.parse(envelope.data.createdAt) < since) return '';
        code = /\b(\d{6})\b/.exec(envelope.data.body)?.[1] ?? '';
        return code;
      },
      { message: `a verification code for ${recipient}`, timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

/** Clicks 'Get code' and answers the code that was sent. */
export async function requestCodeInForm(page: Page, recipient: string): Promise<string> {
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  return latestCode(page.request, recipient, since);
}

export interface TestCustomer {
  email: string;
  userId: string;
  userName: string;
}

/**
 * Logs a customer in with an email code (an unknown address gets an account) through the same
 * BFF calls the login form makes, from the page's browser context so the session cookie lands
 * there. For journeys that are not about logging in, the address can be left to us.
 */
export async function logInByEmailCode(page: Page, email = uniqueEmail()): Promise<TestCustomer> {
  const since = Date.now() - 1000;
  const sent = await page.request.post('/api/overseas/login/email/getVerificationCode', { data: { email }, headers: { lang: 'en' } });
  expect((await sent.json()).code).toBe(0);
  const code = await latestCode(page.request, email, since);
  const login = await page.request.post('/api/session', { data: { method: 'email', email, code }, headers: { lang: 'en' } });
  const answer = (await login.json()) as { code: number; msg: string; data?: { userId: string; userName: string } };
  expect(answer, answer.msg).toMatchObject({ code: 0, data: { loggedIn: true } });
  return { email, userId: answer.data?.userId ?? '', userName: answer.data?.userName ?? '' };
}
