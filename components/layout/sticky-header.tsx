'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { SCROLL_DELAY_MS, STICKY_HEADER_SCROLL_PX } from '@/lib/catalogue/constants';
import { throttle } from './throttle';

const slideIn = keyframes`
  from { transform: translateY(-100%); }
  to { transform: translateY(0); }
`;

/**
 * The page header, fixed to the top of the window with a shadow once the page has scrolled
 * past STICKY_HEADER_SCROLL_PX (SPEC.md §9). While fixed, an empty box of the same height
 * keeps the content below from jumping up.
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  const [height, setHeight] = useState<number | undefined>(undefined);

  useEffect(() => {
    const update = throttle(() => {
      if (frame.current) setHeight(frame.current.offsetHeight);
      setStuck(window.scrollY > STICKY_HEADER_SCROLL_PX);
    }, SCROLL_DELAY_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  return (
    <Box component="header" sx={{ minHeight: stuck ? height : undefined }}>
      <Box
        ref={frame}
        sx={{
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          ...(stuck
            ? {
                position: 'fixed',
                top: 0,
                left: 0,
                right: 0,
                zIndex: 'appBar',
                boxShadow: 4,
                animation: `${slideIn} 200ms ease-out`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }
            : { position: 'relative' }),
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
