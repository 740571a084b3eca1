import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { pickMessages, type Messages } from '@/lib/i18n/pick-messages';
import { GoodsGallery } from './goods-gallery';
import { InquiryActions } from './inquiry-actions';
import { GOODS_ISLAND_MESSAGES } from './island-messages';
import { PromotionCountdown } from './promotion-countdown';

const add = jest.fn(async (_ref: unknown, _quantity: unknown) => true);
const openInquiry = jest.fn();
// Loaded by the button on its first click (inquiry-actions.tsx).
jest.mock('@/components/inquiry-list/add-inquiry-line', () => ({
  addToInquiryList: (ref: unknown, _context: unknown, quantity: unknown) => add(ref, quantity),
}));
jest.mock('@/components/common/notices', () => ({ useNotice: () => jest.fn() }));
jest.mock('@/components/inquiry/inquiry-provider', () => ({ useInquiryDialog: () => ({ openInquiry }) }));

/** The islands get only the page's island messages: a key missing from the list fails the test. */
function withIslandMessages(children: ReactNode, locale: 'en' | 'zh' = 'en') {
  const messages = pickMessages((locale === 'en' ? en : zh) as Messages, GOODS_ISLAND_MESSAGES);
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

beforeEach(() => {
  add.mockClear();
  openInquiry.mockClear();
});

describe('InquiryActions', () => {
  const skus = [
    { id: 7, desc: '20 µL' },
    { id: 8, desc: '50 µL' },
  ];

  it('adds the chosen quantity of the chosen SKU to the inquiry list', async () => {
    withIslandMessages(<InquiryActions goodsId={12} skus={skus} title="Anti-CASP3" itemno="AB10012P" />);
    const add20 = screen.getByRole('button', { name: 'Add to inquiry list' });
    expect(add20.getAttribute('data-sku-id')).toBe('7');
    expect(screen.getByRole('button', { name: '20 µL' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '50 µL' }));
    expect(screen.getByRole('button', { name: '50 µL' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '20 µL' }).getAttribute('aria-pressed')).toBe('false');
    expect(add20.getAttribute('data-sku-id')).toBe('8');
    fireEvent.click(add20);
    await waitFor(() => expect(add).toHaveBeenCalledWith({ id: 12, skuId: 8 }, 1));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add to inquiry list' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '12' } });
    fireEvent.click(add20);
    await waitFor(() => expect(add).toHaveBeenLastCalledWith({ id: 12, skuId: 8 }, 12));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add to inquiry list' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it("'Inquire now' asks about the chosen SKU and quantity, the sizes still open in the dialog", () => {
    withIslandMessages(<InquiryActions goodsId={12} skus={skus} title="抗CASP3" itemno="AB10012P" />, 'zh');
    fireEvent.click(screen.getByRole('button', { name: '50 µL' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: '数量' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '立即询价' }));
    expect(openInquiry).toHaveBeenCalledWith({
      goods: [{ goodsId: 12, skuId: 8, quantity: 3, title: '抗CASP3', itemno: 'AB10012P', skuDesc: '50 µL', sizes: skus }],
    });
  });

  it('offers no SKU choice for a single SKU', () => {
    withIslandMessages(<InquiryActions goodsId={12} skus={[{ id: 7, desc: '20 µL' }]} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: 'Inquire now' }).getAttribute('data-sku-id')).toBe('7');
  });

  it.each(['en', 'zh'] as const)('offers only "Ask for an alternative" for an item no longer sold (%s), naming it in the dialog', (locale) => {
    withIslandMessages(<InquiryActions goodsId={12} skus={skus} title="Anti-CASP3" itemno="AB10012P" sellable={false} />, locale);
    expect(screen.queryByRole('button', { name: locale === 'en' ? 'Add to inquiry list' : '加入询价单' })).toBeNull();
    expect(screen.queryByRole('button', { name: locale === 'en' ? 'Inquire now' : '立即询价' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Ask for an alternative' : '咨询替代产品' }));
    expect(openInquiry).toHaveBeenCalledWith({
      goods: [{ goodsId: 12, skuId: 7, quantity: 1, title: 'Anti-CASP3', itemno: 'AB10012P', skuDesc: '20 µL', sizes: undefined }],
    });
  });
});

describe('GoodsGallery', () => {
  it('switches the main image with its thumbnails', () => {
    withIslandMessages(<GoodsGallery images={['/a.svg', '/b.svg']} title="Anti-CASP3" />);
    const gallery = screen.getByRole('group', { name: 'Product images' });
    expect(screen.getByRole('img', { name: 'Anti-CASP3, image 1' }).getAttribute('src')).toBe('/a.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(gallery.querySelector('img')?.getAttribute('src')).toBe('/b.svg');
    expect(screen.getByRole('img', { name: 'Anti-CASP3, image 2' })).toBeTruthy();
  });

  it('shows no thumbnails for a single image', () => {
    withIslandMessages(<GoodsGallery images={['/a.svg']} title="Anti-CASP3" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('PromotionCountdown', () => {
  it('counts down to the end in the browser', () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    try {
      withIslandMessages(<PromotionCountdown validEnd="2030-01-02T01:02:03Z" until="2030-01-02 09:02" />);
      expect(screen.getByText('Ends in 1d 1h 2m 3s')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ticks every second and stops at the end', () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    try {
      withIslandMessages(<PromotionCountdown validEnd="2030-01-01T00:00:02Z" until="2030-01-01 08:00" />);
      expect(screen.getByText('Ends in 0d 0h 0m 2s')).toBeTruthy();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByText('Ends in 0d 0h 0m 1s')).toBeTruthy();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByText('Ended')).toBeTruthy();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('hydrates the server HTML (the end date) without a mismatch, then counts down', async () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    try {
      const messages = pickMessages(en as Messages, GOODS_ISLAND_MESSAGES);
      const tree = (
        <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Shanghai">
          <PromotionCountdown validEnd="2030-01-02T01:02:03Z" until="2030-01-02 09:02" />
        </NextIntlClientProvider>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree);
      expect(container.textContent).not.toContain('Ends in');
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
      });
      expect(mismatches).toEqual([]);
      // act's own timers may move the fake clock on a tick or two.
      expect(container.textContent).toMatch(/^Ends in 1d 1h 2m [0-3]s$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when it has ended', () => {
    withIslandMessages(<PromotionCountdown validEnd="2000-01-01T00:00:00Z" until="2000-01-01 08:00" />, 'zh');
    expect(screen.getByText('已结束')).toBeTruthy();
  });
});
