/**
 * The event of an ended session (docs/product.md §8, code 402), on its own: the login prompt is
 * in every page's first load and listens for it, while the BFF client that raises it
 * (browser-effects.ts) loads with the first call (docs/islands.md).
 */

/** The login prompt listens for this on `window`; `silent` when raised from a call that shows no error of its own. */
export const RELOGIN_EVENT = 'labshop:relogin';
export type ReloginDetail = { code: number; msg: string; silent: boolean };
