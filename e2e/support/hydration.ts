import type { Locator } from '@playwright/test';

/**
 * Resolves once React has hydrated the element: an island's state would reset what a test typed
 * or chose in its server HTML before then. React marks hydrated host elements with its props key.
 */
export async function hydrated(element: Locator): Promise<void> {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(node).some((key) => key.startsWith('__reactProps')) ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
}
