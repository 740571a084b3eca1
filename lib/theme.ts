'use client';
import { createTheme } from '@mui/material/styles';
import { ROOT_FONT_MAX_WIDTH_PX } from '@/lib/catalogue/constants';

// The theme runs on CSS variables (app/styles/theme-vars.css is generated from it), so its
// types carry `vars`, `generateStyleSheets` and the provider's `disableStyleSheetGeneration`.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/** MUI's typography is in rem of this base (its htmlFontSize default). */
const BASE_FONT_PX = 16;
/** Below this the catalogue's dense tables stop being readable. */
const MIN_FONT_PX = 13;

/**
 * docs/product.md §9: the root font size scales with the viewport up to ROOT_FONT_MAX_WIDTH_PX and
 * stays fixed above it. The bounds are in rem, so on wide screens a reader's own default font
 * size still applies; MUI's rem-based typography scales with it. CSS only: no layout shift.
 */
export const rootFontSize = `clamp(${MIN_FONT_PX / BASE_FONT_PX}rem, calc(100vw * ${BASE_FONT_PX} / ${ROOT_FONT_MAX_WIDTH_PX}), 1rem)`;

/** The shop's look: a calm laboratory blue, dense enough for catalogue tables. */
export const theme = createTheme({
  cssVariables: true,
  palette: {
    primary: { main: '#0b5394', contrastText: '#ffffff' },
    secondary: { main: '#b45309', contrastText: '#ffffff' },
    // Darker than MUI's defaults so white chip text keeps a WCAG AA contrast of 4.5:1.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    background: { default: '#f6f8fa', paper: '#ffffff' },
    text: { primary: '#1f2933', secondary: '#4a5560' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.35rem', fontWeight: 600 },
    h3: { fontSize: '1.1rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
