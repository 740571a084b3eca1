/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from './theme';
import { themeStylesheet } from './theme-stylesheet';

describe('theme stylesheet', () => {
  it('is the committed app/styles/theme-vars.css (run `npm run theme:css` after changing lib/theme.ts)', () => {
    const committed = readFileSync(path.join(__dirname, '../app/styles/theme-vars.css'), 'utf8');
    expect(committed).toBe(themeStylesheet(theme));
  });

  it('declares the palette variables the static CSS reads', () => {
    const css = themeStylesheet(theme);
    expect(css).toContain('--mui-palette-primary-main: #0b5394;');
    expect(css).toContain('--mui-palette-text-secondary: #4a5560;');
    expect(css).toContain('--mui-spacing: 8px;');
  });
});
