import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { pickMessages, type Messages } from '@/lib/i18n/pick-messages';
import { AntibodyCitationLine } from './antibody-citation';
import { CopyCitation } from './copy-citation';
import { GOODS_ISLAND_MESSAGES } from './island-messages';

function renderWith(children: ReactNode, locale: 'en' | 'zh', messages: Messages) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={messages}
      timeZone="Asia/Shanghai"
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </NextIntlClientProvider>,
  );
}

const all = (locale: 'en' | 'zh') => (locale === 'en' ? en : zh) as Messages;
/** The button is an island: it gets only the goods page's island messages. */
const island = (locale: 'en' | 'zh') => pickMessages(all(locale), GOODS_ISLAND_MESSAGES);

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('AntibodyCitationLine', () => {
  it('names the Cat. No. and the RRID in English', () => {
    renderWith(<AntibodyCitationLine itemno="AB10001M" rrid="AB_1234567" />, 'en', all('en'));
    expect(screen.getByText('Cite this antibody:')).toBeTruthy();
    expect(screen.getByText('LabShop Cat# AB10001M, RRID:AB_1234567')).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });

  it('names the Cat. No. alone without an RRID, and says it in Chinese around the same tokens', () => {
    const { unmount } = renderWith(<AntibodyCitationLine itemno="AB10001M" rrid={null} />, 'en', all('en'));
    expect(screen.getByText('LabShop Cat# AB10001M')).toBeTruthy();
    unmount();
    renderWith(<AntibodyCitationLine itemno="AB10001M" rrid="AB_1234567" />, 'zh', all('zh'));
    expect(screen.getByText('引用此抗体：')).toBeTruthy();
    expect(screen.getByText('购自 LabShop（Cat# AB10001M，RRID:AB_1234567）')).toBeTruthy();
  });
});

describe('CopyCitation', () => {
  it('copies the line and says so in a polite live region', async () => {
    const writeText = jest.fn(async () => undefined);
    clipboard(writeText);
    renderWith(<CopyCitation>LabShop Cat# AB10001M</CopyCitation>, 'en', island('en'));
    const status = screen.getByRole('status');
    expect([status.getAttribute('aria-live'), status.textContent]).toEqual(['polite', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Citation copied')).toBe(status);
    expect(writeText).toHaveBeenCalledWith('LabShop Cat# AB10001M');
  });

  it('says in Chinese when the browser refuses the clipboard', async () => {
    clipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    renderWith(<CopyCitation>购自 LabShop（Cat# AB10001M）</CopyCitation>, 'zh', island('zh'));
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('无法复制：请选中这一行后复制')).toBeTruthy();
  });
});
