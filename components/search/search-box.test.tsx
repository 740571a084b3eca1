import { TextEncoder } from 'node:util';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { SearchBox } from './search-box';

// jsdom lacks it; normalizeTerm measures a term's encoded length with it.
Object.assign(globalThis, { TextEncoder });
// jsdom lays nothing out; the box keeps the highlighted entry in view with it.
Element.prototype.scrollIntoView = jest.fn();

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

// The box's data comes from its search source (search-source.tsx), loaded on first use; these
// stand in for its hooks. Like the real ones, they answer the same array while nothing changes.
let suggestions: string[] = [];
const suggestionInputs: string[] = [];
const mockNoSuggestions: string[] = [];
jest.mock('./use-suggestions', () => ({
  useSuggestions: (input: string) => {
    suggestionInputs.push(input);
    return input.trim() ? suggestions : mockNoSuggestions;
  },
}));

let recents: string[] = [];
const remove = jest.fn();
const clear = jest.fn();
jest.mock('./use-recent-searches', () => ({ useRecentSearches: () => ({ recents, remove, clear }) }));

function renderBox() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <SearchBox />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search products and articles' });
}

beforeEach(() => {
  push.mockReset();
  remove.mockReset();
  clear.mockReset();
  suggestions = [];
  recents = [];
  suggestionInputs.length = 0;
});

test('a blank term does nothing: Enter and the Search button stay put', () => {
  const box = renderBox();
  fireEvent.change(box, { target: { value: '   ' } });
  fireEvent.submit(box.closest('form') as HTMLFormElement);
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(push).not.toHaveBeenCalled();
});

test('the typed term is searched trimmed, and then asks no suggestions for itself', async () => {
  const box = renderBox();
  fireEvent.change(box, { target: { value: '  GAPDH   antibody ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(push).toHaveBeenCalledWith('/search-result?search=GAPDH+antibody');
  expect(box).toHaveProperty('value', 'GAPDH antibody');
  await waitFor(() => expect(suggestionInputs.at(-1)).toBe(''));
});

test('the search source loads on first use, not with the box', async () => {
  const box = renderBox();
  await act(async () => undefined);
  expect(suggestionInputs).toEqual([]);
  act(() => box.focus());
  await waitFor(() => expect(suggestionInputs).toContain(''));
});

test('suggestions: at most 10, Down highlights, Enter opens the highlighted one', async () => {
  suggestions = Array.from({ length: 12 }, (_, index) => `GAP ${index}`);
  const box = renderBox();
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'gap' } });
  // The popup's code loads on its first opening (search-box.tsx).
  const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
  expect(within(listbox).getAllByRole('option')).toHaveLength(10);
  expect(box.getAttribute('aria-expanded')).toBe('true');
  expect(box.getAttribute('aria-controls')).toBe(listbox.id);

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  const second = within(listbox).getByRole('option', { name: 'GAP 1' });
  expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
  expect(second.getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  // Round the top to the last entry.
  expect(box.getAttribute('aria-activedescendant')).toBe(within(listbox).getByRole('option', { name: 'GAP 9' }).id);

  fireEvent.keyDown(box, { key: 'Enter' });
  expect(push).toHaveBeenCalledWith('/search-result?search=GAP+9');
  expect(screen.queryByRole('listbox')).toBeNull();
});

test('a clicked suggestion is searched; Escape closes the popup', async () => {
  suggestions = ['GAPDH', 'GAP43'];
  const box = renderBox();
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'gap' } });
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(box.getAttribute('aria-expanded')).toBe('false');

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: 'GAP43' }));
  expect(push).toHaveBeenCalledWith('/search-result?search=GAP43');
});

test('recent searches show on focus of an empty box; the cross and Delete remove one, Clear all empties them', async () => {
  recents = ['HeLa', 'DAPI', 'GAPDH'];
  const box = renderBox();
  act(() => box.focus());
  const listbox = await screen.findByRole('listbox', { name: 'Recent searches' });
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(recents);

  fireEvent.click(screen.getByTitle('Remove “DAPI” from recent searches'));
  expect(remove).toHaveBeenLastCalledWith('DAPI');
  expect(push).not.toHaveBeenCalled();

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Delete' });
  expect(remove).toHaveBeenLastCalledWith('HeLa');

  fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
  expect(clear).toHaveBeenCalled();
});

test('Delete edits the text as usual while suggestions show', async () => {
  suggestions = ['GAPDH'];
  const box = renderBox();
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'gap' } });
  await screen.findByRole('listbox', { name: 'Search suggestions' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(fireEvent.keyDown(box, { key: 'Delete' })).toBe(true);
  expect(remove).not.toHaveBeenCalled();
});

test('with nothing to list, no popup opens', () => {
  const box = renderBox();
  act(() => box.focus());
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(box.getAttribute('aria-expanded')).toBe('false');
});
