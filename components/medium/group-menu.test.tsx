import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { GroupMenu } from './group-menu';

const OPTIONS = [
  { code: 'basal', name: 'Basal medium', count: 12 },
  { code: 'serum-free', name: 'Serum-free medium', count: 0 },
  { code: 'complete', name: 'Complete medium', count: 4 },
];

function renderMenu(selected: string[] = [], onToggle = jest.fn()) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <GroupMenu group="type" options={OPTIONS} selected={selected} onToggle={onToggle} />
    </NextIntlClientProvider>,
  );
  return onToggle;
}

test('the button names its group and how many options are ticked', () => {
  renderMenu(['basal']);
  expect(screen.getByRole('button', { name: 'Type (1)' }).getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('menu')).toBeNull();
});

test('opening focuses the first option; arrows skip the disabled one; Space ticks', () => {
  const onToggle = renderMenu();
  fireEvent.click(screen.getByRole('button', { name: 'Type' }));
  const menu = screen.getByRole('menu', { name: 'Type' });
  const [basal, serumFree, complete] = screen.getAllByRole('menuitemcheckbox');
  expect(document.activeElement).toBe(basal);
  expect(serumFree?.getAttribute('aria-disabled')).toBe('true');

  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(complete);
  fireEvent.keyDown(menu, { key: ' ' });
  expect(onToggle).toHaveBeenCalledWith('complete');
  // Ticking keeps the menu open, so several options can be chosen in a row.
  expect(screen.getByRole('menu')).toBeTruthy();

  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(basal);
});

test('a click ticks an option; a disabled one does nothing', () => {
  const onToggle = renderMenu();
  fireEvent.click(screen.getByRole('button', { name: 'Type' }));
  fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Serum-free medium (0)' }));
  expect(onToggle).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Basal medium (12)' }));
  expect(onToggle).toHaveBeenCalledWith('basal');
});

test('Escape closes the menu and hands focus back to its button', () => {
  renderMenu();
  const button = screen.getByRole('button', { name: 'Type' });
  fireEvent.click(button);
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);
  expect(button.getAttribute('aria-expanded')).toBe('false');
});

test('a pointer outside closes the menu', () => {
  renderMenu();
  fireEvent.click(screen.getByRole('button', { name: 'Type' }));
  fireEvent.pointerDown(document.body);
  expect(screen.queryByRole('menu')).toBeNull();
});

test('a ticked menu reopens on the filtered page, its option focused', () => {
  const onToggle = jest.fn();
  const menuOf = (page: string) => (
    <NextIntlClientProvider locale="en" messages={messages}>
      <GroupMenu key={page} group="type" options={OPTIONS} selected={page === 'filtered' ? ['basal'] : []} onToggle={onToggle} />
    </NextIntlClientProvider>
  );
  const { rerender } = render(menuOf('first'));
  fireEvent.click(screen.getByRole('button', { name: 'Type' }));
  fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Basal medium (12)' }));
  expect(onToggle).toHaveBeenCalledWith('basal');

  // The navigation mounts the filtered page's menu in place of this one.
  rerender(menuOf('filtered'));
  expect(screen.getByRole('menu', { name: 'Type (1)' })).toBeTruthy();
  expect(document.activeElement?.getAttribute('data-code')).toBe('basal');

  // Only once: a later page's menu starts closed.
  rerender(menuOf('later'));
  expect(screen.queryByRole('menu')).toBeNull();
});
