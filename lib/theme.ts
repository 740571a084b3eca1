'use client';
import { createTheme } from '@mui/material/styles';

/** The shop's look: a calm laboratory blue, dense enough for catalogue tables. */
export const theme = createTheme({
  cssVariables: true,
  palette: {
    primary: { main: '#0b5394', contrastText: '#ffffff' },
    secondary: { main: '#b45309' },
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
