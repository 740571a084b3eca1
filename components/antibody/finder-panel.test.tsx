import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { AntibodyFacetsView, CategoryCountView } from '@/lib/api/finder-shape';
import { defaultAntibodyFilters } from '@/lib/catalogue/antibody-filters';
import { pickMessages, type Messages } from '@/lib/i18n/pick-messages';
import { FINDER_PANEL_MESSAGES } from './finder-messages';
import { FinderPanel } from './finder-panel';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
beforeEach(() => push.mockClear());

const node = (id: string, name: string, count: number, pids: string[], children: CategoryCountView[] = []): CategoryCountView => ({
  id,
  name,
  pids,
  level: pids.length,
  count,
  children,
});
const tree = [
  node('CP002001', 'Primary antibodies', 9, ['CP', 'CP002'], [node('CP002001001', 'Cancer', 4, ['CP', 'CP002', 'CP002001'])]),
  node('CP002004', 'Loading controls', 0, ['CP', 'CP002']),
];
const facets: AntibodyFacetsView = {
  species: [
    { code: 'human', name: 'Human', count: 5 },
    { code: 'rat', name: 'Rat', count: 0 },
  ],
  applications: [{ code: 'WB', name: 'Western blot', count: 3 }],
  areas: [],
  hosts: [
    { code: 'rabbit', name: 'Rabbit', count: 6 },
    { code: 'mouse', name: 'Mouse', count: 3 },
  ],
  clonality: [{ code: 'polyclonal', name: 'Polyclonal', count: 4 }],
  conjugates: [{ code: 'unconjugated', name: 'Unconjugated', count: 9 }],
  isotypes: [
    { code: 'IgG', name: 'IgG', count: 7 },
    { code: 'IgM', name: 'IgM', count: 0 },
  ],
};

function renderPanel(filters = defaultAntibodyFilters('CP002'), shownFacets = facets) {
  // Only the messages the page hands this island: a missing one fails the test.
  render(
    <NextIntlClientProvider
      locale="en"
      messages={pickMessages(en as Messages, FINDER_PANEL_MESSAGES)}
      onError={(error) => {
        throw error;
      }}
    >
      <FinderPanel filters={filters} tree={tree} keywordMatches={null} facets={shownFacets} />
    </NextIntlClientProvider>,
  );
}

test('options are checkboxes named by their label and count; empty ones are disabled', () => {
  renderPanel();
  const species = screen.getByRole('group', { name: 'Species' });
  expect((screen.getByRole('checkbox', { name: 'Rat (0)' }) as HTMLInputElement).disabled).toBe(true);
  expect(species.contains(screen.getByRole('checkbox', { name: 'Human (5)' }))).toBe(true);
  expect((screen.getByRole('checkbox', { name: 'Loading controls (0)' }) as HTMLInputElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'Reset Species' }) as HTMLButtonElement).disabled).toBe(true);
  // Groups with nothing to offer are left out.
  expect(screen.queryByRole('group', { name: 'Research area' })).toBeNull();
});

test('a tick navigates to the view with that filter, keeping the scroll position', async () => {
  renderPanel();
  await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Human (5)' })));
  expect(push).toHaveBeenCalledWith('/antibody?id=CP002&species=human', { scroll: false });
});

test('host, clonality, conjugate and isotype are groups of their own, each in the URL', async () => {
  renderPanel({ ...defaultAntibodyFilters('CP002'), species: ['human'], isotypes: ['IgG'] });
  for (const name of ['Host', 'Clonality', 'Conjugate', 'Isotype']) expect(screen.getByRole('group', { name })).toBeTruthy();
  expect((screen.getByRole('checkbox', { name: 'IgG (7)' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('checkbox', { name: 'IgM (0)' }) as HTMLInputElement).disabled).toBe(true);
  await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Rabbit (6)' })));
  expect(push).toHaveBeenCalledWith('/antibody?id=CP002&species=human&host=rabbit&isotype=IgG', { scroll: false });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Isotype' })));
  expect(push).toHaveBeenLastCalledWith('/antibody?id=CP002&species=human', { scroll: false });
});

test('a ticked category covers its sub-categories; its branch still folds and opens', () => {
  renderPanel({ ...defaultAntibodyFilters('CP002'), categories: ['CP002001'] });
  expect((screen.getByRole('checkbox', { name: 'Primary antibodies (9)' }) as HTMLInputElement).checked).toBe(true);
  const cancer = screen.getByRole('checkbox', { name: 'Cancer (4)', hidden: true }) as HTMLInputElement;
  expect(cancer.checked).toBe(true);
  expect(cancer.disabled).toBe(true);
  const branch = screen.getByRole('button', { name: 'Show or hide the sub-categories of Primary antibodies' });
  expect(branch.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(branch);
  expect(branch.getAttribute('aria-expanded')).toBe('true');
});

test('the keyword is trimmed before it navigates; the phone toggle says what it does', async () => {
  renderPanel();
  fireEvent.change(screen.getByRole('textbox', { name: 'Search categories' }), { target: { value: '  cancer ' } });
  await act(async () => fireEvent.submit(screen.getByRole('search')));
  expect(push).toHaveBeenCalledWith('/antibody?id=CP002&kw=cancer', { scroll: false });

  const toggle = screen.getByRole('button', { name: 'Show filters' });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(toggle.textContent).toBe('Hide filters');
});

test('a long group shows its first options and a checked one; the rest render when asked for', () => {
  const areas = Array.from({ length: 9 }, (_, index) => ({ code: `area${index + 1}`, name: `Area ${index + 1}`, count: 10 - index }));
  renderPanel({ ...defaultAntibodyFilters('CP002'), areas: ['area9'] }, { ...facets, areas });
  const group = screen.getByRole('group', { name: 'Research area' });
  const names = () => Array.from(group.querySelectorAll('input[type=checkbox]'), (box) => box.closest('label')?.textContent);
  expect(names()).toEqual(['Area 1 (10)', 'Area 2 (9)', 'Area 3 (8)', 'Area 4 (7)', 'Area 5 (6)', 'Area 6 (5)', 'Area 9 (2)']);
  const more = screen.getByRole('button', { name: 'Show all 9 Research area options' });
  expect(more.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(more);
  expect(names()).toHaveLength(9);
  fireEvent.click(screen.getByRole('button', { name: 'Show fewer Research area options' }));
  expect(names()).toHaveLength(7);
  // A short group needs no such button.
  expect(screen.queryByRole('button', { name: /Species options/ })).toBeNull();
});
