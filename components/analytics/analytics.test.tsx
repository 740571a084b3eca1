import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { ANALYTICS_CONSENT_STORAGE_KEY } from '@/lib/analytics/consent';
import { pickMessages, type Messages } from '@/lib/i18n/pick-messages';
import { track } from '@/lib/analytics/track';
import { Analytics, ConsentSettingsButton, TrackView } from './analytics';

jest.mock('next/navigation', () => ({ usePathname: () => '/goodsdetail', useSearchParams: () => new URLSearchParams('id=7') }));

const SETTINGS = { ga4: 'G-TEST12345', tongji: '0123456789abcdef0123456789abcdef' };

type TagWindow = Window & { dataLayer?: IArguments[]; _hmt?: unknown[]; labshopAnalytics?: unknown };

function shell(locale: 'en' | 'zh' = 'en') {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages((locale === 'en' ? en : zh) as Messages, ['analytics'])}
      timeZone="Asia/Shanghai"
      onError={(error) => {
        throw error;
      }}
    >
      <Analytics settings={SETTINGS} />
      <TrackView event={{ name: 'view_item', item: { id: 7, itemno: 'AB10007', name: 'Anti-CD3' } }} />
      <ConsentSettingsButton />
    </NextIntlClientProvider>,
  );
}

/** Runs what the island leaves for an idle browser (jsdom has no requestIdleCallback). */
async function idle() {
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
const gtagEvents = () =>
  ((window as TagWindow).dataLayer ?? [])
    .map((args) => [...args])
    .filter((args) => args[0] === 'event')
    .map((args) => args[1]);
const tongjiEvents = () => ((window as TagWindow)._hmt ?? []).map((command) => (command as unknown[]).slice(0, 2).join(' '));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  document.head.innerHTML = '';
  const w = window as TagWindow;
  delete w.dataLayer;
  delete w._hmt;
  delete w.labshopAnalytics;
  delete (w as unknown as { gtag?: unknown }).gtag;
});
afterEach(() => jest.useRealTimers());

describe('the analytics island', () => {
  it('asks first and loads no tag while the visitor has not chosen', async () => {
    shell();
    expect(await screen.findByRole('heading', { name: 'Help us improve the catalogue' })).toBeTruthy();
    expect(screen.getByText(/Google Analytics and Baidu Tongji/)).toBeTruthy();
    await idle();
    expect(scripts()).toEqual([]);
    expect((window as TagWindow).dataLayer).toBeUndefined();
  });

  it('after consent loads both tags and hands them the page view and the page’s events once, in order', async () => {
    shell();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await idle();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345', 'https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef']);
    expect(gtagEvents()).toEqual(['page_view', 'view_item']);
    expect(tongjiEvents()).toEqual(['_setAutoPageview false', '_trackPageview /', '_trackEvent view_item']);
    expect(localStorage.getItem(ANALYTICS_CONSENT_STORAGE_KEY)).toBe('granted');
    expect(screen.queryByRole('heading', { name: 'Help us improve the catalogue' })).toBeNull();

    act(() => track({ name: 'search', term: 'cd3', resultCount: 4 }));
    expect(gtagEvents()).toEqual(['page_view', 'view_item', 'search']);
  });

  it('after a refusal loads nothing and sends nothing, and the footer asks again', async () => {
    shell('zh');
    fireEvent.click(await screen.findByRole('button', { name: '拒绝' }));
    await idle();
    act(() => track({ name: 'search', term: 'cd3', resultCount: 4 }));
    expect(scripts()).toEqual([]);
    expect(localStorage.getItem(ANALYTICS_CONSENT_STORAGE_KEY)).toBe('denied');
    fireEvent.click(screen.getByRole('button', { name: '统计设置' }));
    expect(await screen.findByRole('heading', { name: '帮助我们改进产品目录' })).toBeTruthy();
  });

  it('remembers an earlier consent without asking', async () => {
    localStorage.setItem(ANALYTICS_CONSENT_STORAGE_KEY, 'granted');
    shell();
    await idle();
    expect(screen.queryByRole('heading', { name: 'Help us improve the catalogue' })).toBeNull();
    expect(gtagEvents()).toEqual(['page_view', 'view_item']);
  });
});
