'use client';
import { useState, type FocusEvent } from 'react';

/**
 * Whether the pointer is over, or keyboard focus inside, an element: a carousel holds still
 * meanwhile, so nothing moves while someone reads or operates it.
 */
export function useInteractionPause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    active: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
      },
    },
  };
}
