import type { KeyboardEvent } from 'react';

export interface ComboboxKeys {
  options: readonly string[];
  /** Whether the popup shows. */
  expanded: boolean;
  /** The highlighted entry's index, -1 for none. */
  activeIndex: number;
  /** Opens the popup with `term` highlighted (null: none). */
  highlight(term: string | null): void;
  choose(term: string): void;
  close(): void;
  /** Removes the highlighted entry; null when the highlighted entry cannot be removed. */
  removeActive: (() => void) | null;
}

/**
 * The entry `step` away from `index`, round the ends; from none, Down starts at the top and Up at the bottom.
 * @internal exported for its tests
 */
export function steppedIndex(index: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (index < 0) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

/**
 * The search combobox's keys (WAI-ARIA APG, combobox with list autocomplete): Down and Up
 * open the popup and move the highlight, Enter chooses the highlighted entry (without one, the
 * form submits the typed term), Escape closes the popup, Delete removes a highlighted recent
 * search. The focus stays in the input throughout.
 */
export function comboboxKeyHandler({ options, expanded, activeIndex, highlight, choose, close, removeActive }: ComboboxKeys) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    // An input method's Enter or arrows belong to the composition, not the list.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const next = steppedIndex(expanded ? activeIndex : -1, event.key === 'ArrowDown' ? 1 : -1, options.length);
        highlight(next < 0 ? null : (options[next] ?? null));
        break;
      }
      case 'Enter':
        if (expanded && activeIndex >= 0) {
          event.preventDefault();
          choose(options[activeIndex] ?? '');
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      case 'Delete':
        if (expanded && removeActive) {
          event.preventDefault();
          removeActive();
        }
        break;
      default:
    }
  };
}
