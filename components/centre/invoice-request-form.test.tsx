import { fireEvent, render, screen } from '@testing-library/react';
import { submitInvoiceRequest } from '@/lib/api/islands/centre';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { InvoiceRequestForm } from './invoice-request-form';

jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/api/islands/centre', () => ({ submitInvoiceRequest: jest.fn() }));

function renderForm(locale: 'en' | 'zh') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Shanghai">
      <InvoiceRequestForm title="Chen Lab" />
    </NextIntlClientProvider>,
  );
}

describe('the invoice form’s amount', () => {
  it('is asked in yuan; an English page says what the yuan typed are in dollars', () => {
    renderForm('en');
    const amount = screen.getByRole('textbox', { name: 'Amount in yuan (CNY)' });
    expect(screen.getByText('Invoices are issued in yuan.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '720' } });
    expect(screen.getByText('Invoices are issued in yuan: that is $100.00.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '7.205' } });
    expect(screen.getByText('Invoices are issued in yuan.')).toBeTruthy();
  });

  it('is asked in yuan on a Chinese page too, without a conversion', () => {
    renderForm('zh');
    const amount = screen.getByRole('textbox', { name: '开票金额（元）' });
    fireEvent.change(amount, { target: { value: '720' } });
    expect(screen.getByText('发票以人民币开具。')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\$|US/);
  });
});

describe('the invoice form’s refusals', () => {
  const fill = (amount: string) => {
    const field = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    field(/Order number/, 'SO20260112000042');
    field(/Amount in yuan/, amount);
    field(/Tax number/, '91310000MA1FL0XX3K');
    field(/Email for the invoice/, 'finance@example.com');
    fireEvent.click(screen.getByRole('radio', { name: 'Ordinary invoice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request invoice' }));
  };

  it('says in a sentence that an order number is not one of the customer’s orders', async () => {
    jest.mocked(submitInvoiceRequest).mockResolvedValueOnce({ code: 400, msg: 'orderNo: SO20260112000042 is not one of your orders' });
    renderForm('en');
    fill('100');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', en.invoices.refused.orderNo);
  });

  it('says how much of the order is left to invoice, in yuan', async () => {
    jest.mocked(submitInvoiceRequest).mockResolvedValueOnce({ code: 400, msg: 'amount: at most 400.50 CNY of order SO20260112000042 is left to invoice' });
    renderForm('en');
    fill('500');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/still to be invoiced: at most ¥400\.50\.$/);
  });
});
