// Writes app/styles/theme-vars.css from the MUI theme (lib/theme.ts).
import { writeFileSync } from 'node:fs';
import { theme } from '../lib/theme';
import { themeStylesheet } from '../lib/theme-stylesheet';

const target = new URL('../app/styles/theme-vars.css', import.meta.url);
writeFileSync(target, themeStylesheet(theme));
console.log(`wrote ${target.pathname}`);
