import { expect, test } from '@playwright/test';

// The journeys' API runs without SMTP_URL and there is no SMS gateway: codes only reach the API log.
test('login, register and password retrieval say where the demo codes go, in both languages', async ({ page }) => {
  for (const path of ['/login', '/register', '/retrieve-password']) {
    await page.goto(path);
    await expect(page.getByRole('note')).toHaveText('Demo shop: no email or text message is sent. Verification codes appear in the API log.');
  }
  for (const path of ['/zh/login', '/zh/register']) {
    await page.goto(path);
    await expect(page.getByRole('note')).toHaveText('演示商城：不会发送邮件或短信，验证码显示在 API 日志中。');
  }
});
