import 'server-only';
/**
 * One deadline per render (docs/architecture.md §3): every API call of one page render (layout,
 * page, metadata) shares RENDER_BUDGET_MS, retries included, so a hung API keeps a visitor about
 * 15 s, not 15 s per call and again per retry; when the fallback host takes over, the render gets
 * 15 s more there (transport.ts). React's cache() scopes the budget to the request being
 * rendered; outside a render (a BFF route handler, one call per request) each call gets its own.
 */
import { cache } from 'react';
import type { CallBudget } from './transport';

const RENDER_BUDGET_MS = 15_000;

export const renderDeadline = cache((): CallBudget => ({ until: Date.now() + RENDER_BUDGET_MS }));
