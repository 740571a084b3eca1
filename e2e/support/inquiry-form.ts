import { expect, type Locator, type Page } from '@playwright/test';

/** A guest's details in the English inquiry form, all valid; the country is chosen from its list. */
export async function fillInquiryForm(form: Locator, page: Page, sender: { name: string; email: string; phone: string }): Promise<void> {
  await form.getByRole('textbox', { name: 'Name' }).fill(sender.name);
  await form.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines Ltd');
  const country = form.getByRole('combobox', { name: 'Country/Region' });
  await country.fill('germ');
  await page.getByRole('option', { name: /^Germany/ }).click();
  await expect(country).toHaveValue('Germany');
  await form.getByRole('textbox', { name: 'Email' }).fill(sender.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(sender.phone);
  await form.getByRole('textbox', { name: 'Message' }).fill('Please quote two vials.');
}
