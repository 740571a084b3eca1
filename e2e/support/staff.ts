/**
 * The sales team's view of stored inquiries (GET /staff/inquiries), so journeys check what
 * reached the database rather than what the page said, and the staff console's login. The webServer starts the API with this
 * token (playwright.config.ts), never a real one.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { StaffInquiry } from '../../contract/inquiries';
import { API_BASE } from './api';

export const STAFF_TOKEN = process.env.E2E_STAFF_TOKEN ?? 'e2e-staff-token-not-for-production-0001';

/** Every stored inquiry sent from this email address, newest first. */
export async function inquiriesFrom(request: APIRequestContext, email: string): Promise<StaffInquiry[]> {
  const response = await request.get(`${API_BASE}/staff/inquiries?limit=1000`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
  const envelope = (await response.json()) as { code: number; msg: string; data: { list: StaffInquiry[] } };
  if (envelope.code !== 0) throw new Error(`/staff/inquiries: ${envelope.code} ${envelope.msg}`);
  return envelope.data.list.filter((inquiry) => inquiry.email === email);
}

/** The console's seeded demo admin (server/seed, docs/product.md §6.1). */
export const DEMO_ADMIN = { email: 'admin@labshop.example', password: 'labshop-staff-2026', name: 'Lin Wei' };

/** Logs in to the staff console through its form (English) and waits for the inbox. */
export async function logInToConsole(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/staff');
}
