/**
 * The envelope's business codes, apart from the schemas so the browser islands (lib/api/errors.ts)
 * read them without bringing zod into the page's first-load JavaScript (docs/islands.md).
 */
/** Business codes of the envelope (docs/architecture.md §3, docs/product.md §8). */
export const CODE = {
  ok: 0,
  notFound: 3,
  invalid: 400,
  unauthorized: 401,
  sessionExpired: 402,
  /** Logged in, but the role may not do this (a sales account managing staff, docs/product.md §6.1). */
  forbidden: 403,
  conflict: 409,
  rateLimited: 429,
  internal: 500,
} as const;

export type Code = (typeof CODE)[keyof typeof CODE];
