'use client';
import { createContext, useContext } from 'react';

/** Whether the menu around has opened at least once (mega-menu-item.tsx provides it). */
export const MegaMenuOpened = createContext(false);

/** Whether the menu around has opened at least once: its featured goods load then (mega-menu-goods-slot.tsx). */
export function useMegaMenuOpened(): boolean {
  return useContext(MegaMenuOpened);
}
