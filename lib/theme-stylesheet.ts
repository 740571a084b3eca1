import type { Theme } from '@mui/material/styles';
import { rootFontSize } from './theme';

type StyleRules = Record<string, unknown>;

function declarations(rules: StyleRules): string[] {
  return Object.entries(rules)
    .filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
    .map(([name, value]) => `  ${name}: ${value};`);
}

/**
 * The theme's CSS variables (`--mui-palette-primary-main`, `--mui-spacing` …) as a static
 * stylesheet. Server markup styles itself with these, so it needs no emotion at run time, and
 * MUI islands read the same variables (their ThemeProvider skips generating them again).
 * docs/islands.md explains the split.
 */
export function themeStylesheet(theme: Theme): string {
  const blocks = theme
    .generateStyleSheets()
    .flatMap((sheet: StyleRules) => Object.entries(sheet).map(([selector, rules]) => `${selector} {\n${declarations(rules as StyleRules).join('\n')}\n}`));
  blocks.push(`html {\n  font-size: ${rootFontSize};\n}`);
  return `/* Generated from lib/theme.ts by \`npm run theme:css\`; a unit test keeps it in step. */\n${blocks.join('\n')}\n`;
}
