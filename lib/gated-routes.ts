/** docs/product.md §6: the personal pages that need a token; without one the visitor goes to /login. */
export const GATED_PATHS = [
  '/user',
  '/my-order',
  '/my-quote',
  '/my-evaluate',
  '/integral-exchange',
  '/mail',
  '/account-information',
  '/account-security',
  '/receiving-address',
  '/my-tracks',
  '/my-inquiries',
  '/quick-order',
] as const;

export function isGatedPath(pathname: string): boolean {
  return GATED_PATHS.some((gated) => pathname === gated || pathname.startsWith(`${gated}/`));
}
