'use client';
import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/lib/theme';

/**
 * The root of an MUI island (docs/islands.md). The theme's CSS variables and the base styles
 * are static CSS (app/styles), so the provider generates neither: emotion only carries the
 * styles of the components the island renders, collected while the island renders on the
 * server. Server markup never sits inside it.
 */
export function MuiProvider({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme} disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
