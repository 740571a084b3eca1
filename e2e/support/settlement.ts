import { expect, type Page } from '@playwright/test';

/** Adds a delivery address in the settlement page's dialog (English) and waits until it is chosen. */
export async function addDeliveryAddress(page: Page, consignee: string): Promise<void> {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel('Consignee').fill(consignee);
  await dialog.getByLabel('Mobile').fill('13800138000');
  await dialog.getByLabel('Detailed address').fill('12 Science Park Road');
  await dialog.getByLabel('City').fill('Nanjing');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: new RegExp(consignee) })).toBeChecked();
}
