import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { logInByEmailCode } from './support/account';
import { hydrated } from './support/hydration';

/**
 * The resumable uploader (docs/product.md §13) on the advice form and the account information page
 * (docs/product.md §14): chunks with progress, a cut connection and the resume, the skip by MD5, a
 * renamed .exe, a 3 MB avatar, and feedback too short, in both languages.
 */

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

/** A PDF signature and noise: what the server accepts as a .pdf. */
function pdfBuffer(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from('%PDF-1.4\n').copy(bytes);
  return bytes;
}

/** A Windows executable's header and noise. */
function exeBuffer(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.fill(0, 0, 0x100);
  Buffer.from('MZ', 'latin1').copy(bytes);
  bytes.writeUInt32LE(0x80, 0x3c);
  Buffer.from('PE\0\0', 'latin1').copy(bytes, 0x80);
  return bytes;
}

/** JPEG markers and noise: refused by size before the content matters. */
function jpegBuffer(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
}

/** The chunk endpoint (its GET is the check, its POST a chunk). */
const chunkEndpoint = (url: URL) => url.pathname === '/api/file/chunk';

function fileRow(page: Page, name: string) {
  return page.getByTestId('uploader-panel').getByRole('listitem').filter({ hasText: name }).last();
}

test('a 25 MB attachment uploads in chunks, resumes after a cut, and is skipped by MD5 the next time', async ({ page }) => {
  test.setTimeout(180_000);
  await logInByEmailCode(page);
  await page.goto('/my-advice');
  const input = page.getByTestId('attachment-input');
  await hydrated(input);
  const file = { name: 'plate-reader-export.pdf', mimeType: 'application/pdf', buffer: pdfBuffer(25 * 1024 * 1024) };

  // First try: 4 chunks get through (slowly enough to watch), then the connection is cut.
  let sent = 0;
  await page.route(chunkEndpoint, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent += 1;
    if (sent > 4) return route.abort('connectionreset');
    await new Promise((resolve) => setTimeout(resolve, 400));
    return route.continue();
  });
  await input.setInputFiles(file);
  const row = fileRow(page, file.name);
  await expect(row).toContainText(/Uploading \d+%/);
  await expect(row).toContainText('Failed · Load error', { timeout: 60_000 });
  expect(sent).toBe(4 + 3); // the fifth chunk was tried three times
  await page.unroute(chunkEndpoint);

  // The same file again: the server lists the 4 chunks it kept, only the other 9 are sent.
  let resumed = 0;
  await page.route(chunkEndpoint, (route) => {
    if (route.request().method() === 'POST') resumed += 1;
    return route.continue();
  });
  await input.setInputFiles(file);
  await expect(fileRow(page, file.name)).toContainText('Success', { timeout: 90_000 });
  expect(resumed).toBe(13 - 4);

  // And once more: skipped by its MD5, no chunk sent.
  resumed = 0;
  await page.getByTestId('uploader-panel').getByRole('button', { name: 'Close' }).click();
  await input.setInputFiles(file);
  await expect(fileRow(page, file.name)).toContainText('Success', { timeout: 60_000 });
  expect(resumed).toBe(0);

  await page.getByLabel('Your advice').fill('Please add plate-reader export templates to the datasheets.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'submit success!' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Earlier submissions' });
  await expect(history.getByRole('link', { name: file.name })).toBeVisible();
  await expect(history).toContainText('Awaiting reply');
});

test('a renamed .exe is refused by its content, and feedback under 10 characters is refused', async ({ page }) => {
  await logInByEmailCode(page);
  await page.goto('/my-advice');
  await hydrated(page.getByTestId('attachment-input'));
  await page.getByTestId('attachment-input').setInputFiles({ name: 'protocol.pdf', mimeType: 'application/pdf', buffer: exeBuffer(300_000) });
  // The API's refusal is read by its field, and said as a sentence, never as the API's msg.
  await expect(fileRow(page, 'protocol.pdf')).toContainText('Failed · This file cannot be accepted. Please check its type and size.');
  await page.getByTestId('attachment-input').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: exeBuffer(1000) });
  await expect(fileRow(page, 'setup.exe')).toContainText('This file type is not accepted');

  await page.getByLabel('Your advice').fill('Too short');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Feedback must be at least 10 characters');
});

test('a 3 MB avatar is refused before any byte is sent; a nickname of one character too; a new nickname shows in the header', async ({ page }) => {
  await logInByEmailCode(page);
  let chunkCalls = 0;
  await page.route('**/api/file/chunk**', (route) => {
    chunkCalls += 1;
    return route.continue();
  });
  await page.goto('/account-information');
  await hydrated(page.getByTestId('avatar-input'));
  await page.getByTestId('avatar-input').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: jpegBuffer(3 * 1024 * 1024) });
  await expect(fileRow(page, 'portrait.jpg')).toContainText('Failed · The avatar must be at most 2 MB');
  expect(chunkCalls).toBe(0);
  await page.getByLabel('Nickname').fill('A');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Nickname must be at least 2 characters');

  // A nickname that passes shows in the header's account menu at once, and after a reload.
  await page.getByLabel('Nickname').fill('Dr. Wang Lab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.locator('header').getByText('Dr. Wang Lab', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('header').getByText('Dr. Wang Lab', { exact: true })).toBeVisible();
});

test('in Chinese: the same refusals in Chinese', async ({ page }) => {
  await logInByEmailCode(page);
  await page.goto('/zh/my-advice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的建议');
  await hydrated(page.getByLabel('建议内容'));
  await page.getByLabel('建议内容').fill('太短了');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('反馈内容不能少于10个字符');
  await page.goto('/zh/account-information');
  await hydrated(page.getByTestId('avatar-input'));
  await page.getByTestId('avatar-input').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: jpegBuffer(3 * 1024 * 1024) });
  await expect(fileRow(page, 'portrait.jpg')).toContainText('上传失败 · 头像大小不能超过2MB');
});
