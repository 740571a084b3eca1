import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Stops CSS transitions and animations, so every element shows its final colours at once. */
const AT_REST = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * axe-core's WCAG 2 A/AA violations on the page at rest. Colours caught mid-transition (a
 * button fading from its pre-hydration disabled state to enabled) are not what a reader sees,
 * so transitions are stopped before measuring. `mainOnly` leaves out the shell (header, footer),
 * for a walk that checks it once and then only what differs from page to page.
 */
export async function violations(page: Page, { mainOnly = false }: { mainOnly?: boolean } = {}) {
  await page.addStyleTag({ content: AT_REST });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (mainOnly ? builder.include('main') : builder).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}
