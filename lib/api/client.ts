/** Kept for lib/bff.ts; the server client itself is lib/api/config.ts. */
export type { ApiMode } from './contract';
