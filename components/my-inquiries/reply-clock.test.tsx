import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { ReplyClock } from './reply-clock';

const base = { replyBy: '2026-03-10T06:30:00.000Z', overdue: false, answeredAt: null, closedAt: null };

function clock(inquiry: typeof base | Record<string, unknown>, locale: 'en' | 'zh' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Shanghai">
      <ReplyClock inquiry={{ ...base, ...inquiry }} />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('reply-clock');
}

test('says when the reply is due, in the shop’s time zone and the page’s language', () => {
  expect(clock(base).textContent).toBe('Reply by Mar 10, 2026, 2:30 PM');
});

test('says so, marked, once the reply is overdue', () => {
  const overdue = clock({ overdue: true });
  expect(overdue.textContent).toBe('Overdue: the reply was due Mar 10, 2026, 2:30 PM');
  expect(overdue.hasAttribute('data-overdue')).toBe(true);
});

test('says when it was answered, or closed without an answer', () => {
  expect(clock({ answeredAt: '2026-03-09T10:00:00.000Z', overdue: false }).textContent).toBe('Answered Mar 9, 2026, 6:00 PM');
});

test('reads in Chinese on Chinese pages', () => {
  expect(clock({ closedAt: '2026-03-09T10:00:00.000Z' }, 'zh').textContent).toMatch(/^关闭于 2026年3月9日 18:00$/);
});
