import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { AccountMenu } from './account-menu';
import { publishCustomer } from './known-customer';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/' }));
// The watcher asks the BFF for the session; here the test plays the session's answer itself.
const watching = jest.fn();
jest.mock('./session-watch', () => ({
  SessionWatch: () => {
    watching();
    return null;
  },
}));

describe('the header’s account corner', () => {
  it('keeps the guest links, and the focus on them, when the session answers "guest"', async () => {
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <AccountMenu />
      </NextIntlClientProvider>,
    );
    const login = screen.getByRole('link', { name: messages.account.menu.login });
    login.focus();
    await act(async () => {
      publishCustomer(null);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('link', { name: messages.account.menu.login })).toBe(login);
    expect(document.activeElement).toBe(login);
  });

  it('asks for the session at once on a page the logged-in hint marked, and shows the guest links once it says "guest"', async () => {
    document.documentElement.setAttribute('data-customer', '');
    watching.mockClear();
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <AccountMenu />
      </NextIntlClientProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(watching).toHaveBeenCalled();
    await act(async () => {
      publishCustomer(null);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.documentElement.hasAttribute('data-customer')).toBe(false);
  });
});
