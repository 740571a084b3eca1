import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import en from '@/messages/en.json';
import { GOODS_ISLAND_MESSAGES } from '@/components/goods/detail/island-messages';
import { pickMessages, type Messages } from '@/lib/i18n/pick-messages';
import type { Customer } from '@/components/account/use-customer';
import { FavouriteSlot } from './favourite-slot';

let customer: Customer | null | undefined;
jest.mock('@/components/account/use-customer', () => ({ useCustomer: () => ({ customer }) }));
const notify = jest.fn();
jest.mock('@/components/common/notices', () => ({ useNotice: () => notify }));
const requestLogin = jest.fn();
jest.mock('@/lib/account/login-events', () => ({ requestLogin: (reason: string) => requestLogin(reason) }));
let collected = new Set<number>();
const addFavourite = jest.fn(async (id: number) => void collected.add(id));
const cancelFavourites = jest.fn(async (ids: number[]) => ids.forEach((id) => collected.delete(id)));
jest.mock('@/lib/api/islands/favourites', () => ({
  collectedIds: async () => new Set(collected),
  addFavourite: (id: number) => addFavourite(id),
  cancelFavourites: (ids: number[]) => cancelFavourites(ids),
}));
// The MUI dialog itself is the customer centre's too; here only its contract with the heart matters.
jest.mock('./confirm-removal-dialog', () => ({
  ConfirmRemovalIsland: ({ open, onConfirm, onClose }: { open: boolean; onConfirm(): void; onClose(): void }) =>
    open ? (
      <div role="dialog" aria-label="Remove from favourites?">
        <button onClick={onClose}>Cancel</button>
        <button onClick={onConfirm}>Remove</button>
      </div>
    ) : null,
}));

function renderHeart() {
  const { rerender } = render(heartTree());
  return Object.assign(screen.getByRole('button', { name: 'Favourite' }), { rerender: () => rerender(heartTree()) });
}

function heartTree() {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider
        locale="en"
        messages={pickMessages(en as Messages, GOODS_ISLAND_MESSAGES)}
        onError={(error) => {
          throw error;
        }}
      >
        <FavouriteSlot goodsId={12} title="Anti-CASP3" />
      </NextIntlClientProvider>
    </SWRConfig>
  );
}

beforeEach(() => {
  collected = new Set();
  jest.clearAllMocks();
});

/**
 * Clicks the heart until the click does something: its logic loads once the page is idle
 * (favourite-slot.tsx), and until then a click does nothing.
 */
async function clickOnceLoaded(heart: HTMLElement, done: () => void) {
  await waitFor(() => {
    fireEvent.click(heart);
    done();
  });
}

it('asks a guest to log in, once its logic has loaded into the same heart', async () => {
  customer = null;
  const heart = renderHeart();
  heart.focus();
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  await clickOnceLoaded(heart, () => expect(requestLogin).toHaveBeenCalledWith('Log in to save products to your favourites.'));
  // The server's heart is still the element, and the focus on it survived the logic's arrival.
  expect(screen.getByRole('button', { name: 'Favourite' })).toBe(heart);
  expect(document.activeElement).toBe(heart);
});

it('acts on a click made before the session answered, once it answers', async () => {
  const heart = renderHeart();
  // Until the logic has loaded, a click does nothing and the round is tried again.
  await waitFor(() => {
    customer = undefined;
    heart.rerender();
    fireEvent.click(heart);
    expect(requestLogin).not.toHaveBeenCalled();
    customer = null;
    heart.rerender();
    expect(requestLogin).toHaveBeenCalledWith('Log in to save products to your favourites.');
  });
  expect(requestLogin).toHaveBeenCalledTimes(1);
});

it('adds a customer’s favourite, and removes it only after the confirmation', async () => {
  customer = { userId: 'u1', userName: 'Ada', companyName: '' };
  const heart = renderHeart();
  await clickOnceLoaded(heart, () => expect(addFavourite).toHaveBeenCalledWith(12));
  await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  expect(addFavourite).toHaveBeenCalledWith(12);
  expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'goods successfully added to favourites' });

  fireEvent.click(heart);
  await screen.findByRole('dialog', { name: 'Remove from favourites?' });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(cancelFavourites).not.toHaveBeenCalled();

  fireEvent.click(heart);
  fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  expect(cancelFavourites).toHaveBeenCalledWith([12]);
  expect(notify).toHaveBeenLastCalledWith({ severity: 'success', message: 'Removed from favourites' });
});
