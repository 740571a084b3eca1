import { fireEvent, render, screen } from '@testing-library/react';
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
