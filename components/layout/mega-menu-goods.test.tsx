import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import type { FeaturedGoods, FeaturedMenu } from '@/lib/api/featured-menus';
import { MEGA_MENU_HOVER_DELAY_MS } from '@/lib/catalogue/constants';
import { pickMessages, type Messages } from '@/lib/i18n/pick-messages';
import { MegaMenuGoods } from './mega-menu-goods';
import { MegaMenuItem } from './mega-menu-item';

const fetchMenus = jest.fn<Promise<FeaturedMenu[]>, [string]>();
jest.mock('@/lib/api/featured-menus', () => ({ fetchFeaturedMenus: (locale: string) => fetchMenus(locale) }));

/** The keys the layout's SHELL_ISLAND_MESSAGES hands these islands: a missing one fails the test. */
const MENU_ISLAND_MESSAGES = ['common', 'megaMenu.featuredGoods', 'goods.catNo', 'badge'];

const goods = (id: number): FeaturedGoods => ({
  id,
  itemno: `G${id}`,
  title: `Goods ${id}`,
  cover: null,
  badges: id === 1 ? [{ kind: 'recommend', label: 'Recommend' }] : [],
});
const menu = (id: string, goodsIds: number[]): FeaturedMenu => ({ id, name: id, pids: ['CP'], linkUrl: null, children: [], goods: goodsIds.map(goods) });
const FEATURED = [menu('CP002', [1, 2, 3, 4, 5, 6, 7]), menu('CP014', [20])];

function nav(locale: 'en' | 'zh' = 'en') {
  const items = [
    { key: 'products', code: 'CP', label: 'Products' },
    { key: 'antibodies', code: 'CP002', label: 'Antibodies' },
  ];
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages((locale === 'en' ? en : zh) as Messages, MENU_ISLAND_MESSAGES)}
      timeZone="Asia/Shanghai"
      onError={(error) => {
        throw error;
      }}
    >
      {/* A cache per test, as a page load starts with none. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <ul>
          {items.map(({ key, code, label }) => (
            <MegaMenuItem key={key} label={label} href={`/${key}`} toggleLabel={`Show the ${label} menu`} panelId={`mega-${key}`}>
              <div>
                <a href={`/${key}/first`}>{label} first</a>
                <MegaMenuGoods id={`mega-${key}`} code={code} imageHost="" />
              </div>
            </MegaMenuItem>
          ))}
        </ul>
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

const toggle = (label: string) => screen.getByRole('button', { name: `Show the ${label} menu` });

/** A desktop window unless a test narrows it: the phone drawer has no goods column. */
let wide = true;
beforeEach(() => {
  wide = true;
  window.matchMedia = ((query: string) => ({
    matches: wide && query === '(min-width: 900px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  fetchMenus.mockReset();
  fetchMenus.mockResolvedValue(FEATURED);
});
afterEach(() => jest.useRealTimers());

describe('the featured goods of a mega-menu', () => {
  it('are asked for once the menu first opens, after the hover delay, and shown as goods links', async () => {
    jest.useFakeTimers();
    nav();
    expect(fetchMenus).not.toHaveBeenCalled();
    const item = toggle('Antibodies').closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(MEGA_MENU_HOVER_DELAY_MS - 1));
    expect(fetchMenus).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(toggle('Antibodies').getAttribute('aria-expanded')).toBe('true');
    expect(fetchMenus).toHaveBeenCalledWith('en');
    // The column holds its place while the goods load, so the sub-categories do not move.
    screen.getByText('Featured products');
    screen.getByText('Loading…');
    jest.useRealTimers();

    const list = await screen.findByRole('list', { name: 'Featured products' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]?.getAttribute('href')).toBe('/goodsdetail?id=1');
    within(list).getByText('Recommend');
    expect(within(list).getAllByText(/^Cat\. No\.: G\d+$/)).toHaveLength(6);
    expect(list.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('are one request for every menu of the page, kept after closing', async () => {
    nav('zh');
    fireEvent.click(toggle('Antibodies'));
    await screen.findByRole('list', { name: '精选产品' });
    fireEvent.click(toggle('Antibodies'));
    fireEvent.click(toggle('Products'));
    // Products takes goods from each level-2 category in turn.
    const products = await screen.findByRole('list', { name: '精选产品' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['1', '20', '2', '3', '4', '5'].map((id) => `/zh/goodsdetail?id=${id}`));
    fireEvent.click(toggle('Products'));
    fireEvent.click(toggle('Antibodies'));
    // Found by role: the panel is shown, and its goods are still there.
    screen.getByRole('list', { name: '精选产品' });
    expect(fetchMenus).toHaveBeenCalledTimes(1);
    expect(fetchMenus).toHaveBeenCalledWith('zh');
  });

  it('load on a keyboard opening, which still moves focus to the first link of the panel', async () => {
    nav();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Antibodies' }), { key: 'ArrowDown' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Antibodies first' }));
    await screen.findByRole('list', { name: 'Featured products' });
  });

  it('leave the menu with its sub-categories alone when they cannot be loaded', async () => {
    fetchMenus.mockRejectedValue(new Error('offline'));
    nav();
    fireEvent.click(toggle('Antibodies'));
    screen.getByText('Loading…');
    await act(async () => undefined);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.queryByText('Featured products')).toBeNull();
    screen.getByRole('link', { name: 'Antibodies first' });
  });

  it('are not asked for in the phone drawer, which shows sub-categories only', async () => {
    wide = false;
    nav();
    fireEvent.click(toggle('Antibodies'));
    await act(async () => undefined);
    screen.getByRole('link', { name: 'Antibodies first' });
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(fetchMenus).not.toHaveBeenCalled();
  });

  it('show nothing for a menu without featured goods', async () => {
    fetchMenus.mockResolvedValue([menu('CP002', [])]);
    nav();
    fireEvent.click(toggle('Antibodies'));
    await act(async () => undefined);
    expect(screen.queryByText('Featured products')).toBeNull();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
