'use client';
import { createContext, useContext } from 'react';

/** The parts of the phone header that open on demand: the search row and the menu drawer. */
export type HeaderPanel = 'search' | 'menu';

export interface HeaderPanels {
  open: ReadonlySet<HeaderPanel>;
  toggle(panel: HeaderPanel): void;
}

export const HeaderPanelsContext = createContext<HeaderPanels>({ open: new Set(), toggle: () => undefined });

export function useHeaderPanels(): HeaderPanels {
  return useContext(HeaderPanelsContext);
}
