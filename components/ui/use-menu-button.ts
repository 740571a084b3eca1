'use client';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';

/** While `active`, a pointer pressed outside `area` calls `onOutside` (a menu or dropdown closing). */
export function useOutsidePointer(area: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && area.current?.contains(event.target))) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, area, onOutside]);
}

/**
 * An ARIA menu button's wiring: whether its menu is open, the ids that tie the button to the menu
 * (spread `buttonProps` and `menuProps`), and a press outside `root` closing it (`onOutside`, by
 * default just closing). Keys and focus stay with each menu: they differ between menus.
 */
export function useMenuButton({ initiallyOpen = false, onOutside }: { initiallyOpen?: boolean; onOutside?: () => void } = {}) {
  const [open, setOpen] = useState(initiallyOpen);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();
  useOutsidePointer(root, open, onOutside ?? (() => setOpen(false)));
  return {
    open,
    setOpen,
    root,
    button,
    menu,
    buttonProps: {
      ref: button,
      id: buttonId,
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
    } as const,
    menuProps: { ref: menu, id: menuId, role: 'menu', 'aria-labelledby': buttonId } as const,
  };
}
